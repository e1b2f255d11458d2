/**
 * Puts documents into a table of one of RxDB's Dexie databases, in a thread of its own (put-rows.ts). Putting a
 * document into IndexedDB costs the thread the copy of the value and of every indexed key: a first sync of
 * 10,000 jobs, about a second of the page's time; here the page pays only for the message.
 */
import { Dexie } from 'dexie';
import type { PutRequest } from './off-thread-put.ts';
import { rowPutter } from './put-rows.ts';

// Opened as it is (no schema declared here: the page's RxDB made the tables), and never again by itself.
const put = rowPutter((name) => new Dexie(name, { autoOpen: false }), (answer) => self.postMessage(answer));
self.onmessage = ({ data }: MessageEvent<PutRequest>) => put(data);
