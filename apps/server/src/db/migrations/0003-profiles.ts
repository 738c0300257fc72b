import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

const DETAIL_TEXT_COLUMNS = [
  'about',
  'gender',
  'state',
  'city',
  'dob',
  'height',
  'weight',
  'fathers_name',
  'mothers_name',
  'address',
  'marital_status',
  'job_type',
  'company_name',
  'salary',
  'total_experience',
  'degree',
  'school',
  'college',
  'whatsapp',
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'religion',
  'mother_tongue',
  'caste',
  'sub_caste',
  'gothram',
  'dosam',
  'star',
  'raasi',
] as const;

const PREFERENCE_TEXT_COLUMNS = [
  'gender',
  'age',
  'height',
  'weight',
  'marital_status',
  'job_type',
  'monthly_income',
  'religion',
  'caste',
  'sub_caste',
  'dosam',
] as const;

/** Profile details, partner preferences, photos, horoscope images, and server secrets. */
export const profiles: EngineMigration = {
  async up(db, engine) {
    let details = db.schema
      .createTable('user_details')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'));
    for (const column of DETAIL_TEXT_COLUMNS) details = details.addColumn(column, 'text');
    await details
      .addColumn('willing_to_marry_from_another_caste', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    let preferences = db.schema
      .createTable('partner_preferences')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'));
    for (const column of PREFERENCE_TEXT_COLUMNS) preferences = preferences.addColumn(column, 'text');
    await preferences.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

    await withId(db.schema.createTable('user_images'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('is_profile_picture', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_images_user_idx').on('user_images').columns(['user_id', 'id']).execute();

    await withId(db.schema.createTable('user_horoscopes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_horoscopes_user_idx').on('user_horoscopes').columns(['user_id', 'id']).execute();

    // Secrets the server makes itself (the key that signs media links), shared by every instance.
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
