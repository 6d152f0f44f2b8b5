import { Button } from '../../shared/ui/button';

/**
 * The end of every sign-in form: the refusal that is about no single field (announced as an alert), then
 * the submit button, which shows it is busy while the form submits.
 */
export function FormFooter({ error, submitting, label }: { error: string | null; submitting: boolean; label: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={submitting}>
        {label}
      </Button>
    </>
  );
}
