import { useState } from 'react';
import { formatBadgeCount, formatMessageTime } from '@shared/rules/relative-time.ts';
import { firstCharacters } from '@shared/rules/truncate-text.ts';
import { TextInput, cx } from '../../ui/index.ts';
import { PersonAvatar } from '../files/PersonAvatar.tsx';
import { searchConversations, type ConversationSummary } from './conversation-summary.ts';

/** The conversation list with its search (by the other person's name, company or title, and last message). */
export function ConversationList({
  summaries,
  labelOf,
  photoOf = () => undefined,
  selectedId,
  onSelect,
  now,
}: {
  summaries: readonly ConversationSummary[];
  labelOf: (summary: ConversationSummary) => string;
  /** The other person's profile photo, when they have one. */
  photoOf?: (summary: ConversationSummary) => string | undefined;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  now: number;
}) {
  const [query, setQuery] = useState('');
  const shown = searchConversations(summaries, query, labelOf);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label htmlFor="conversation-search" className="sr-only">
          Search conversations
        </label>
        <TextInput
          id="conversation-search"
          type="search"
          placeholder="Search conversations"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {summaries.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No conversations yet.</p>
      ) : shown.length === 0 ? (
        <p className="p-4 text-sm text-slate-600" role="status">
          No conversations match “{query.trim()}”.
        </p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Conversations">
          {shown.map((summary) => (
            <ConversationRow
              key={summary.conversation.id}
              summary={summary}
              label={labelOf(summary)}
              photoUrl={photoOf(summary)}
              isSelected={summary.conversation.id === selectedId}
              onSelect={onSelect}
              now={now}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationRow({
  summary,
  label,
  photoUrl,
  isSelected,
  onSelect,
  now,
}: {
  summary: ConversationSummary;
  label: string;
  photoUrl: string | undefined;
  isSelected: boolean;
  onSelect: (conversationId: string) => void;
  now: number;
}) {
  const name = summary.other?.name ?? 'Conversation';
  const badge = formatBadgeCount(summary.unread);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(summary.conversation.id)}
        aria-current={isSelected ? 'true' : undefined}
        className={cx(
          'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-offset-[-2px]',
          isSelected && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <PersonAvatar
          photoUrl={photoUrl}
          initials={initials(name)}
          className="size-10 text-sm font-semibold"
          initialsClassName="bg-slate-200 text-slate-700"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cx('truncate text-sm text-slate-900', summary.unread ? 'font-bold' : 'font-semibold')}>{name}</span>
            <time dateTime={summary.lastAt} className="shrink-0 text-xs text-slate-600">
              {formatMessageTime(summary.lastAt, now)}
            </time>
          </span>
          {label && <span className="block truncate text-xs text-slate-600">{label}</span>}
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cx('truncate text-sm', summary.unread ? 'text-slate-900' : 'text-slate-600')}>
              {summary.lastText || 'No messages yet'}
            </span>
            {badge && (
              <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {badge}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Up to two initials of a name, for the avatar. */
export function initials(name: string): string {
  const letters = name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => firstCharacters(part, 1).toUpperCase());
  return letters.join('') || '?';
}
