import { useEffect, useMemo, useState } from 'react';
import { zoneAbbreviation } from '@shared/rules/interview-time.ts';
import { deviceTimeZone } from '@shared/rules/time-zone.ts';
import type { Account } from '@shared/schemas/account.ts';
import { patchFields } from '../../db/writes.ts';
import { Button, Card, Field, Select, toast } from '../../ui/index.ts';

/** Every zone this browser knows (IANA names), the stored one first if it is missing from the list. */
function zoneOptions(current: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  const now = Date.now();
  return all.map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (${zoneAbbreviation(now, zone)})` }));
}

/**
 * The account's time zone: set from the device on first sign-in, changed here. Interview times, their mails and
 * invites, and the 08:00 job alerts follow it. A replicated write to the account document (saves offline too).
 */
export function TimeZoneSection({ account }: { account: Account | undefined }) {
  const stored = account?.timeZone ?? deviceTimeZone() ?? 'UTC';
  const [zone, setZone] = useState(stored);
  const options = useMemo(() => zoneOptions(stored), [stored]);
  useEffect(() => setZone(stored), [stored]);

  const save = async () => {
    if (!account) return;
    await patchFields('accounts', account.id, { timeZone: zone });
    toast({ title: 'Time zone saved', description: 'Interview times now show in this zone.', variant: 'success' });
  };

  return (
    <Card as="section" title="Time zone" description="Interview times, their invitations and daily job alerts use this zone.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label="Time zone">
            <Select value={zone} onChange={(e) => setZone(e.target.value)} options={options} />
          </Field>
        </div>
        <Button onClick={save} disabled={!account || zone === stored}>
          Save Time Zone
        </Button>
      </div>
    </Card>
  );
}
