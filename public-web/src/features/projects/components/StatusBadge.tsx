/** A project's status; 'completed' is styled apart from the other statuses (docs/public-site.md, Other pages). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={status === 'completed' ? 'badge badge-green' : 'badge badge-blue'}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
