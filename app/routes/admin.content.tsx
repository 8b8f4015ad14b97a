import type { Route } from "./+types/admin.content";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ContentEditor } from "#app/features/content-editor/content-editor.tsx";
import { contentEditorAction, contentEditorPage } from "#app/features/content-editor/editor.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Site content");

export function loader({ request, context }: Route.LoaderArgs) {
  return contentEditorPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction(request, context);
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor data={loaderData} reply={actionData} />;
}
