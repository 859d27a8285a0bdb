/**
 * A receipt's number as the receipt shows it ("Receipt #57"), and as a warranty callback quotes it
 * ("receipt #57"): the job's id.
 */
export function receiptNumber(jobId: number): string {
  return `#${jobId}`;
}
