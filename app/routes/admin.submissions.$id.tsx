import type { Route } from "./+types/admin.submissions.$id";
import { submissionAction, submissionDetail } from "#app/features/inbox/detail.server.ts";
import { kindLabels } from "#app/features/inbox/labels.ts";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { SubmissionDetail } from "#app/features/inbox/submission-detail.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  inboxMeta(
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
