import { LEAD_SOURCE_FIELDS, type LeadSource } from "#app/requests/lead-source";

/**
 * The form's hidden source fields. The server fills them for a visit that landed on this very
 * page; the page's script (lead-source-script.tsx) fills them from the visit's first page when
 * the form is sent.
 */
export function LeadSourceFields({ source }: { source?: LeadSource }) {
  return (
    <>
      {(Object.keys(LEAD_SOURCE_FIELDS) as Array<keyof LeadSource>).map((key) => (
        <input key={key} type="hidden" name={LEAD_SOURCE_FIELDS[key]} defaultValue={source?.[key] ?? ""} />
      ))}
    </>
  );
}
