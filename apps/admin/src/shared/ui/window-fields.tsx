import { Field, Input } from './field';

/**
 * An event's window as two wall-clock fields in the brand's zone (the labels name the zone); the page converts
 * them to instants when it saves. One per dialog that opens and closes something: a mission, a race, a red envelope.
 */
export function WindowFields({
  startsLabel,
  endsLabel,
  value,
  onChange,
  errors,
}: {
  startsLabel: string;
  endsLabel: string;
  value: { startsAt: string; endsAt: string };
  onChange: (window: { startsAt: string; endsAt: string }) => void;
  errors: { startsAt?: string; endsAt?: string };
}) {
  return (
    <>
      <Field label={startsLabel} error={errors.startsAt}>
        {(field) => (
          <Input
            {...field}
            type="datetime-local"
            value={value.startsAt}
            onChange={(e) => onChange({ ...value, startsAt: e.target.value })}
          />
        )}
      </Field>
      <Field label={endsLabel} error={errors.endsAt}>
        {(field) => (
          <Input
            {...field}
            type="datetime-local"
            value={value.endsAt}
            onChange={(e) => onChange({ ...value, endsAt: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
