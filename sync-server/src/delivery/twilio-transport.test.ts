import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTwilioTransport } from './twilio-transport.ts';

/** A stand-in for Twilio's REST API that records each request and answers as told. */
const received: { url: string; authorization: string; contentType: string; body: URLSearchParams }[] = [];
let answerStatus = 201;
const fake = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      body: new URLSearchParams(raw),
    });
    res.writeHead(answerStatus, { 'content-type': 'application/json' }).end(answerStatus < 300 ? '{"sid":"SM1"}' : '{"message":"Invalid To"}');
  });
});
let apiBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const transport = () => createTwilioTransport({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', apiBase });

it('posts the text to the account’s Messages resource, form-encoded with basic auth', async () => {
  await transport().sendSms({ to: '+15551234567', body: '123456 is your HireSync code.' });
  const request = received.at(-1)!;
  expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
  expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
  expect(request.contentType).toBe('application/x-www-form-urlencoded');
  expect(Object.fromEntries(request.body)).toEqual({ To: '+15551234567', From: '+15550001111', Body: '123456 is your HireSync code.' });
});

it('a refusal from the provider is an error that says what it answered', async () => {
  answerStatus = 400;
  await expect(transport().sendSms({ to: 'not-a-number', body: 'x' })).rejects.toThrow(/Twilio answered 400: .*Invalid To/);
  answerStatus = 201;
});
