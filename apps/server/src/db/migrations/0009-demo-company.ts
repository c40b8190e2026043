import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, not today's DB type */
/**
 * Marks the company the demo seed made (docs/privacy.md): the start-up banner prints sign-in and
 * interview links for that company only, never for whichever company has the lowest id.
 * A database seeded before this migration has its demo company marked by what the seed always wrote:
 * the company "Northwind Robotics" whose first user is the demo's Dana Reyes (dana.reyes@northwind.example).
 */
export function demoCompany() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('companies')
        .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        update companies set is_demo = 1
        where name = 'Northwind Robotics'
          and id = (select min(c.id) from companies c where c.name = 'Northwind Robotics')
          and (select u.email from users u where u.company_id = companies.id order by u.id limit 1)
            = 'dana.reyes@northwind.example'
      `.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('companies').dropColumn('is_demo').execute();
    },
  };
}
