import "@mantine/tiptap/styles.layer.css"; // in the "mantine" layer, like core (app/styles/critical.css)
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

// The open-source Tiptap editor through Mantine's toolbar (no licence key). This file is loaded
// on demand by CfpDetailsForm, so the editor's code never weighs on other screens.

export interface CfpRichTextEditorProps {
  /** HTML to start from; the editor is uncontrolled afterwards (remount it to reset). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
}

export const EDITOR_HEIGHT = 400;

export default function CfpRichTextEditor({ initialHtml, onChange, labelId }: CfpRichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ["mailto"] })],
    content: initialHtml,
    editorProps: { attributes: { role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  return (
    <RichTextEditor editor={editor} styles={{ content: { height: EDITOR_HEIGHT, overflowY: "auto" } }}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
