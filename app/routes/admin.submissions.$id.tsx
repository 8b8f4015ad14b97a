import type { Route } from "./+types/admin.submissions.$id";
import { submissionAction, submissionDetail } from "#app/features/admin/detail.server.ts";
import { kindLabels } from "#app/features/admin/labels.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { SubmissionDetail } from "#app/features/admin/submission-detail.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData ? `${kindLabels[loaderData.record.kind]} from ${loaderData.record.name}` : "Not found",
  );

export function loader({ request, context, params }: Route.LoaderArgs) {
  return submissionDetail(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submissionAction(request, context, params.id);
}

export default function AdminSubmission({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionDetail data={loaderData} refused={actionData} />;
}
