export function CopyIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="inline size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}
