ALTER TABLE `invoices` ADD `broker_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `load_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `flagged` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `invoices_load_key_broker_key_client_idx` ON `invoices` (`load_key`,`broker_key`,`client_id`);--> statement-breakpoint
CREATE INDEX `invoices_broker_key_idx` ON `invoices` (`broker_key`);--> statement-breakpoint
CREATE INDEX `invoices_amount_submitted_at_id_idx` ON `invoices` (`amount_cents`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_total_submitted_at_id_idx` ON `invoices` (`total_cents`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_flagged_submitted_at_id_idx` ON `invoices` (`submitted_at`,`id`) WHERE flagged = 1;--> statement-breakpoint
CREATE INDEX `invoice_pages_sha256_idx` ON `invoice_pages` (`sha256`,`invoice_id`);--> statement-breakpoint
-- Backfill of the invoices stored before this migration (docs/decisions/0110-duplicate-invoices.md).
-- The keys are matchKey (api/contract/invoice.ts) written in SQL: lower() lowers A-Z, the replace()s lower
-- the Spanish capitals and drop the whitespace and dashes a keyboard types (space, tab, line ends, no-break
-- space, hyphen-minus, the Unicode hyphens and dashes, the minus sign). A test runs this statement against
-- matchKey. Page hashes need no backfill: every page has kept the SHA-256 of its bytes since invoices began.
UPDATE `invoices` SET `broker_key` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`broker_name`), 'Á', 'á'), 'É', 'é'), 'Í', 'í'), 'Ó', 'ó'), 'Ú', 'ú'), 'Ü', 'ü'), 'Ñ', 'ñ'), char(32), ''), char(9), ''), char(10), ''), char(13), ''), char(160), ''), char(45), ''), char(8208), ''), char(8209), ''), char(8210), ''), char(8211), ''), char(8212), ''), char(8213), ''), char(8722), ''), `load_key` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`load_number`), 'Á', 'á'), 'É', 'é'), 'Í', 'í'), 'Ó', 'ó'), 'Ú', 'ú'), 'Ü', 'ü'), 'Ñ', 'ñ'), char(32), ''), char(9), ''), char(10), ''), char(13), ''), char(160), ''), char(45), ''), char(8208), ''), char(8209), ''), char(8210), ''), char(8211), ''), char(8212), ''), char(8213), ''), char(8722), '');--> statement-breakpoint
UPDATE `invoices` SET `flagged` = 1 WHERE EXISTS (SELECT 1 FROM `invoices` AS `other` WHERE `other`.`load_key` = `invoices`.`load_key` AND `other`.`broker_key` = `invoices`.`broker_key` AND `other`.`id` <> `invoices`.`id` AND `invoices`.`load_key` <> '' AND `invoices`.`broker_key` <> '') OR EXISTS (SELECT 1 FROM `invoice_pages` AS `mine` JOIN `invoice_pages` AS `theirs` ON `theirs`.`sha256` = `mine`.`sha256` AND `theirs`.`invoice_id` <> `mine`.`invoice_id` WHERE `mine`.`invoice_id` = `invoices`.`id`);
