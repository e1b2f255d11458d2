import { useState } from 'react';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { downloadMyData } from '../../features/account/account-api.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Card, toast } from '../../ui/index.ts';
import { NeedsConnection } from '../../ui/NeedsConnection.tsx';

/** Download everything of the user's as one JSON file, straight from the server's copy. */
export function ExportSection({ online }: { online: boolean }) {
  const [isExporting, setIsExporting] = useState(false);

  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadMyData();
      toast({ ...SUCCESS_TOASTS.dataExported, variant: 'success' });
    } catch (error) {
      toast({ title: ERROR_TOASTS.exportFailed.title, description: describeError(error, ERROR_TOASTS.exportFailed.description), variant: 'destructive' });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Card
      as="section"
      title="Export my data"
      description="A JSON file with your account, profile, applications, messages, interviews, notifications, files, verifications and saved jobs."
    >
      <div className="flex flex-col gap-3">
        {!online && <NeedsConnection what="Exporting your data" />}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onExport} isLoading={isExporting} disabled={!online}>
            Download My Data
          </Button>
        </div>
      </div>
    </Card>
  );
}
