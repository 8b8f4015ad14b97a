import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { inputClass, labelClass, panelClass, wrapAnywhere } from "./form-styles";
import { Alert, Notice } from "./messages";
import { usePendingIntent } from "./use-pending";
import type { UsersActionData, UsersPageData } from "./users.server";

type Person = UsersPageData["people"][number];

const roleLabels = { admin: "Admin", sales: "Sales" } as const;
const roleHelp = "Sales work the inbox; admins also manage people.";

function RoleSelect({ id, value, describedBy }: { id: string; value?: string; describedBy?: string }) {
  return (
    <select
      id={id}
      name="role"
      defaultValue={value ?? "sales"}
      aria-describedby={describedBy}
      className={`${inputClass} min-w-32`}
    >
      {Object.entries(roleLabels).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}

function AddPersonForm({ resetByEmail, error }: { resetByEmail: boolean; error?: string }) {
  const adding = usePendingIntent("add");
  return (
    <section aria-labelledby="add-heading" className={panelClass}>
      <h2 id="add-heading" className="mb-3 text-lg font-semibold text-ink">
        Add a person
      </h2>
      <Form method="post" className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        <div>
          <label htmlFor="new-email" className={labelClass}>
            Email
          </label>
          <input
            id="new-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="new-name" className={labelClass}>
            Name
          </label>
          <input id="new-name" name="name" required autoComplete="off" className={inputClass} />
        </div>
        <div>
          <label htmlFor="new-role" className={labelClass}>
            Role
          </label>
          <RoleSelect id="new-role" describedBy="new-role-help" />
          <p id="new-role-help" className="mt-1 text-sm text-slate-600">
            {roleHelp}
          </p>
        </div>
        <div>
          <label htmlFor="new-password" className={labelClass}>
            Initial password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required={!resetByEmail}
            aria-describedby="new-password-help"
            className={inputClass}
          />
          <p id="new-password-help" className="mt-1 text-sm text-slate-600">
            At least 8 characters.{" "}
            {resetByEmail
              ? "Leave it empty to email them a link to set their own."
              : "Tell it to them yourself: this site cannot send email."}
          </p>
        </div>
        {error && <Alert className="md:col-span-2">{error}</Alert>}
        <div className="md:col-span-2">
          <Button type="submit" disabled={adding}>
            Add person
          </Button>
        </div>
      </Form>
    </section>
  );
}

const columns = ["Email", "Name", "Role", "Created (IST)", "Actions"];
// Below 768 px each row is a card: cells stack, each led by its column name (data-label).
const cell = cn(
  "px-3 py-2 align-top",
  "max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:px-0 max-md:py-1",
  "max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]",
  wrapAnywhere,
);

function Cell({ column, children }: { column: number; children: ReactNode }) {
  return (
    <td data-label={columns[column]} className={cell}>
      <div>{children}</div>
    </td>
  );
}

function PersonActions({ person, error }: { person: Person; error?: string }) {
  const key = person.id;
  const errorId = `error-${key}`;
  return (
    <div className="space-y-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={person.id} />
        <label htmlFor={`role-${key}`} className="sr-only">
          Role of {person.email}
        </label>
        <RoleSelect id={`role-${key}`} value={person.role} describedBy={error ? errorId : undefined} />
        <Button type="submit" size="sm" variant="outline">
          Save role<span className="sr-only"> of {person.email}</span>
        </Button>
      </Form>
      <details>
        <summary className="cursor-pointer font-semibold text-brand-700">
          Set password<span className="sr-only"> of {person.email}</span>
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="userId" value={person.id} />
          <div>
            <label htmlFor={`password-${key}`} className={labelClass}>
              New password<span className="sr-only"> for {person.email}</span>
            </label>
            <input
              id={`password-${key}`}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              className={inputClass}
            />
          </div>
          <Button type="submit" size="sm" variant="outline">
            Set password<span className="sr-only"> for {person.email}</span>
          </Button>
        </Form>
      </details>
      {!person.me && (
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={person.id} />
          <Button type="submit" size="sm" variant={null} className="bg-red-700 text-white hover:bg-red-800">
            Remove<span className="sr-only"> {person.email}</span>
          </Button>
        </Form>
      )}
      {error && <Alert id={errorId}>{error}</Alert>}
    </div>
  );
}

export function UsersPage({ data, refused }: { data: UsersPageData; refused?: UsersActionData }) {
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">People</h1>
      {data.notice && <Notice>{data.notice}</Notice>}
      <section aria-labelledby="people-heading" className="space-y-3">
        <h2 id="people-heading" className="text-lg font-semibold text-ink">
          Everyone with an account
        </h2>
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">
            People who can sign in to the sales inbox, oldest account first
          </caption>
          <thead className="bg-slate-100 text-slate-700 max-md:sr-only">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {data.people.map((p) => (
              <tr
                key={p.id}
                className="border-t border-slate-200 bg-white max-md:block max-md:rounded-xl max-md:border max-md:p-3"
              >
                <Cell column={0}>
                  {p.email}
                  {p.me && <span className="text-slate-600"> (you)</span>}
                </Cell>
                <Cell column={1}>{p.name}</Cell>
                <Cell column={2}>{roleLabels[p.role]}</Cell>
                <Cell column={3}>{p.created}</Cell>
                <Cell column={4}>
                  <PersonActions person={p} error={refused?.userId === p.id ? refused.error : undefined} />
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <AddPersonForm
        resetByEmail={data.resetByEmail}
        error={refused?.intent === "add" ? refused.error : undefined}
      />
    </div>
  );
}
