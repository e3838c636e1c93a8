import { ADMIN_CONTENT_MSG as M, safeHref } from '@agora/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLayoutEffect } from 'react';

/**
 * The admin area's rich-text editor (TipTap): headings, bold, italic, lists and links. It is imported only by
 * admin pages, so TipTap stays in the admin chunks. What it produces is HTML the server sanitises again on
 * write and on read; the editor's own schema already drops anything it has no node for.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, class: 'prose min-h-40 max-w-none p-3 focus:outline-none' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value loaded after the editor was created (the page's text arriving) replaces its content. A layout
  // effect: a plain effect may run a frame later, when the editor may be a few keystrokes ahead of `value`
  // (its own earlier HTML), and replacing the content then would drop that typing.
  useLayoutEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (active.link) return chain().unsetLink().run();
    const href = safeHref(window.prompt(M.linkPrompt) ?? '');
    if (href) chain().setLink({ href }).run();
  };
  const tools: [keyof typeof active, string, () => unknown][] = [
    ['heading', M.heading, () => chain().toggleHeading({ level: 2 }).run()],
    ['bold', M.bold, () => chain().toggleBold().run()],
    ['italic', M.italic, () => chain().toggleItalic().run()],
    ['bulletList', M.bulletList, () => chain().toggleBulletList().run()],
    ['orderedList', M.orderedList, () => chain().toggleOrderedList().run()],
    ['link', M.link, link],
  ];
  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {tools.map(([key, name, run]) => (
          <button
            key={key}
            type="button"
            aria-pressed={active[key]}
            className={`rounded px-2 py-1 text-sm ${active[key] ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-100'}`}
            // The editor keeps the focus and its selection on a click: otherwise the button takes the focus and
            // TipTap's focus() gives it back a frame later, so a key typed at once was lost ("Bold", then typing).
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
          >
            {name}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
