/** One button of a dialog's action row. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A dialog's action row: the primary button across the row and, where `cancel` is given, a Cancel button
 * beside it.
 */
export function DialogActions({
  action,
  cancel,
  className,
}: {
  action: DialogAction;
  cancel?: DialogAction;
  /** Spacing from what stands above. */
  className?: string;
}) {
  return (
    <div className={className ? `flex gap-2 ${className}` : 'flex gap-2'}>
      <button
        type="button"
        className="btn-primary flex-1"
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.label}
      </button>
      {cancel && (
        <button type="button" className="btn-ghost" disabled={cancel.disabled} onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
    </div>
  );
}
