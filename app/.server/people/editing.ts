/** The admin's people operations: save, move and remove through the store, each audited. */
import type { Kysely } from "kysely";
import { recordAudit } from "../audit";
import type { Administrator } from "../auth/guard";
import type { Database } from "../db/schema";
import type { PersonFields } from "~/lib/person-schema";
import {
  createPerson,
  movePerson,
  removePerson,
  updatePerson,
  type MoveDirection,
} from "./repository";
import { getPerson } from "./queries";

export interface Actor {
  admin: Administrator;
  ip: string;
}

function audited(actor: Actor) {
  return { actor: actor.admin.email, ip: actor.ip };
}

export async function addPerson(
  db: Kysely<Database>,
  fields: PersonFields,
  actor: Actor,
): Promise<string> {
  const id = await createPerson(db, fields);
  await recordAudit(db, {
    action: "person-create",
    subject: id,
    detail: { name: fields.name, list: fields.list, slug: fields.slug },
    ...audited(actor),
  });
  return id;
}

export async function editPerson(
  db: Kysely<Database>,
  id: string,
  version: number,
  fields: PersonFields,
  actor: Actor,
): Promise<void> {
  await updatePerson(db, id, version, fields);
  await recordAudit(db, {
    action: "person-update",
    subject: id,
    detail: { name: fields.name, list: fields.list, slug: fields.slug },
    ...audited(actor),
  });
}

export async function reorderPerson(
  db: Kysely<Database>,
  id: string,
  direction: MoveDirection,
  actor: Actor,
): Promise<boolean> {
  const moved = await movePerson(db, id, direction);
  if (moved) {
    const person = await getPerson(db, id);
    await recordAudit(db, {
      action: "person-move",
      subject: id,
      detail: { name: person.name, list: person.list, direction, position: person.position },
      ...audited(actor),
    });
  }
  return moved;
}

export async function deletePerson(db: Kysely<Database>, id: string, actor: Actor): Promise<void> {
  const removed = await removePerson(db, id);
  await recordAudit(db, {
    action: "person-delete",
    subject: id,
    detail: { name: removed.name, list: removed.list, slug: removed.slug },
    ...audited(actor),
  });
}
