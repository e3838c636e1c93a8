/**
 * A dialog's action row: the primary button across the row and, where `cancel` is given, a Cancel button
 * beside it.
 */
export function DialogActions({
  label,
  disabled = false,
  onAction,
  cancel,
  className,
}: {
  label: string;
  disabled?: boolean;
  onAction: () => void;
  cancel?: { label: string; onClick: () => void };
  /** Spacing from what stands above. */
  className?: string;
}) {
  return (
    <div className={className ? `flex gap-2 ${className}` : 'flex gap-2'}>
      <button type="button" className="btn-primary flex-1" disabled={disabled} onClick={onAction}>
        {label}
      </button>
      {cancel && (
        <button type="button" className="btn-ghost" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
    </div>
  );
}
