import type { Job } from '@shared/schemas/job.ts';
import { Button, toast } from '../../ui/index.ts';
import { jobPageHref } from './job-page-href.ts';


/**
 * 'Share': the system share sheet where the browser has one (phones), else the link copied to the clipboard.
 * A share the user cancels is not an error.
 */
export function ShareJobButton({ job }: { job: Pick<Job, 'id' | 'title' | 'companyName'> }) {
  const share = async () => {
    const url = new URL(jobPageHref(job.id), window.location.origin).toString();
    const data = { title: `${job.title} at ${job.companyName}`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      Share
    </Button>
  );
}
