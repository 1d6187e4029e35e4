ALTER TABLE `clients` ADD `mc_number` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `dot_number` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `client_id` text REFERENCES clients(id) ON DELETE SET NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model views or triggers): the staff search's substring index, which replaces the word index of client names (docs/decisions/0150-staff-search-cost.md). Each table holds the suffixes of a text, so a word anywhere in it is the start of one of them: one index range. Kept by triggers, so that no write path can forget it; filled here for the rows stored before.
DROP TRIGGER `clients_names_insert`;
--> statement-breakpoint
DROP TRIGGER `clients_names_update`;
--> statement-breakpoint
DROP TRIGGER `clients_names_delete`;
--> statement-breakpoint
DROP TABLE `client_names`;
--> statement-breakpoint
-- The positions of a text's characters (the longest text indexed is a client's company and name, under 400 characters): triggers cannot use a recursive query.
CREATE TABLE `search_positions` (`n` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO `search_positions` (`n`) WITH RECURSIVE `p`(`n`) AS (SELECT 1 UNION ALL SELECT `n` + 1 FROM `p` WHERE `n` < 400) SELECT `n` FROM `p`;
--> statement-breakpoint
CREATE TABLE `client_name_suffixes` (`suffix` text NOT NULL, `client_id` text NOT NULL, PRIMARY KEY (`suffix`, `client_id`)) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `broker_key_suffixes` (`suffix` text NOT NULL, `broker_key` text NOT NULL, PRIMARY KEY (`suffix`, `broker_key`)) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `load_key_suffixes` (`suffix` text NOT NULL, `load_key` text NOT NULL, PRIMARY KEY (`suffix`, `load_key`)) WITHOUT ROWID;
--> statement-breakpoint
-- The suffixes of each client's name and each broker's key, folded as foldForSearch (api/db/search-index.ts) folds a search: from every letter or digit that does not continue a number, so that a number is found whole.
CREATE VIEW `client_name_suffix_rows` AS SELECT `c`.`client_id`, substr(`c`.`name`, `p`.`n`) AS `suffix` FROM (SELECT DISTINCT `client_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'Ö', 'o'), 'Ø', 'o'), 'ù', 'u'), 'ú', 'u'), 'û', 'u'), 'ü', 'u'), 'Ù', 'u'), 'Ú', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ý', 'y'), 'ÿ', 'y'), 'Ý', 'y'), 'Ÿ', 'y') AS `name` FROM (SELECT `client_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'Î', 'i'), 'Ï', 'i'), 'ñ', 'n'), 'Ñ', 'n'), 'ò', 'o'), 'ó', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'), 'ø', 'o'), 'Ò', 'o'), 'Ó', 'o'), 'Ô', 'o'), 'Õ', 'o') AS `name` FROM (SELECT `client_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'è', 'e'), 'é', 'e'), 'ê', 'e'), 'ë', 'e'), 'È', 'e'), 'É', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'ì', 'i'), 'í', 'i'), 'î', 'i'), 'ï', 'i'), 'Ì', 'i'), 'Í', 'i') AS `name` FROM (SELECT `id` AS `client_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`company_name` || ' ' || `first_name` || ' ' || `last_name`), 'à', 'a'), 'á', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'), 'å', 'a'), 'À', 'a'), 'Á', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'Å', 'a'), 'ç', 'c'), 'Ç', 'c') AS `name` FROM `clients`)))) AS `c` JOIN `search_positions` AS `p` ON `p`.`n` <= length(`c`.`name`) WHERE (substr(`c`.`name`, `p`.`n`, 1) GLOB '[a-z0-9]' OR unicode(substr(`c`.`name`, `p`.`n`, 1)) > 127) AND NOT (substr(`c`.`name`, `p`.`n`, 1) GLOB '[0-9]' AND substr(`c`.`name`, `p`.`n` - 1, 1) GLOB '[0-9]');
--> statement-breakpoint
CREATE VIEW `broker_key_suffix_rows` AS SELECT `b`.`broker_key`, substr(`b`.`name`, `p`.`n`) AS `suffix` FROM (SELECT DISTINCT `broker_key`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'Ö', 'o'), 'Ø', 'o'), 'ù', 'u'), 'ú', 'u'), 'û', 'u'), 'ü', 'u'), 'Ù', 'u'), 'Ú', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ý', 'y'), 'ÿ', 'y'), 'Ý', 'y'), 'Ÿ', 'y') AS `name` FROM (SELECT `broker_key`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'Î', 'i'), 'Ï', 'i'), 'ñ', 'n'), 'Ñ', 'n'), 'ò', 'o'), 'ó', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'), 'ø', 'o'), 'Ò', 'o'), 'Ó', 'o'), 'Ô', 'o'), 'Õ', 'o') AS `name` FROM (SELECT `broker_key`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, 'è', 'e'), 'é', 'e'), 'ê', 'e'), 'ë', 'e'), 'È', 'e'), 'É', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'ì', 'i'), 'í', 'i'), 'î', 'i'), 'ï', 'i'), 'Ì', 'i'), 'Í', 'i') AS `name` FROM (SELECT `broker_key`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`broker_key`), 'à', 'a'), 'á', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'), 'å', 'a'), 'À', 'a'), 'Á', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'Å', 'a'), 'ç', 'c'), 'Ç', 'c') AS `name` FROM (SELECT DISTINCT `broker_key` FROM `invoices`))))) AS `b` JOIN `search_positions` AS `p` ON `p`.`n` <= length(`b`.`name`) WHERE (substr(`b`.`name`, `p`.`n`, 1) GLOB '[a-z0-9]' OR unicode(substr(`b`.`name`, `p`.`n`, 1)) > 127) AND NOT (substr(`b`.`name`, `p`.`n`, 1) GLOB '[0-9]' AND substr(`b`.`name`, `p`.`n` - 1, 1) GLOB '[0-9]');
--> statement-breakpoint
-- Load numbers are searched by any piece of three characters or more, the first 20 of each suffix kept.
CREATE VIEW `load_key_suffix_rows` AS SELECT `k`.`load_key`, substr(`k`.`load_key`, `p`.`n`, 20) AS `suffix` FROM (SELECT DISTINCT `load_key` FROM `invoices`) AS `k` JOIN `search_positions` AS `p` ON `p`.`n` <= length(`k`.`load_key`) - 2;
--> statement-breakpoint
INSERT INTO `client_name_suffixes` (`suffix`, `client_id`) SELECT `suffix`, `client_id` FROM `client_name_suffix_rows`;
--> statement-breakpoint
INSERT INTO `broker_key_suffixes` (`suffix`, `broker_key`) SELECT `suffix`, `broker_key` FROM `broker_key_suffix_rows`;
--> statement-breakpoint
INSERT INTO `load_key_suffixes` (`suffix`, `load_key`) SELECT `suffix`, `load_key` FROM `load_key_suffix_rows`;
--> statement-breakpoint
-- A search's rarest word finds the owners; its other words are then checked on each owner's own suffixes.
CREATE INDEX `client_name_suffixes_owner_idx` ON `client_name_suffixes` (`client_id`, `suffix`);
--> statement-breakpoint
CREATE INDEX `broker_key_suffixes_owner_idx` ON `broker_key_suffixes` (`broker_key`, `suffix`);
--> statement-breakpoint
CREATE TRIGGER `clients_search_insert` AFTER INSERT ON `clients` BEGIN INSERT OR IGNORE INTO `client_name_suffixes` (`suffix`, `client_id`) SELECT `suffix`, `client_id` FROM `client_name_suffix_rows` WHERE `client_id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `clients_search_rename` AFTER UPDATE OF `id`, `company_name`, `first_name`, `last_name` ON `clients` BEGIN DELETE FROM `client_name_suffixes` WHERE `client_id` = OLD.`id`; INSERT OR IGNORE INTO `client_name_suffixes` (`suffix`, `client_id`) SELECT `suffix`, `client_id` FROM `client_name_suffix_rows` WHERE `client_id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `clients_search_delete` AFTER DELETE ON `clients` BEGIN DELETE FROM `client_name_suffixes` WHERE `client_id` = OLD.`id`; END;
--> statement-breakpoint
-- A broker or load seen before is in the index already: one look at the invoices' own index saves writing its suffixes again.
CREATE TRIGGER `invoices_search_insert` AFTER INSERT ON `invoices` BEGIN INSERT OR IGNORE INTO `broker_key_suffixes` (`suffix`, `broker_key`) SELECT `suffix`, `broker_key` FROM `broker_key_suffix_rows` WHERE `broker_key` = NEW.`broker_key` AND NOT EXISTS (SELECT 1 FROM `invoices` WHERE `broker_key` = NEW.`broker_key` AND `id` <> NEW.`id`); INSERT OR IGNORE INTO `load_key_suffixes` (`suffix`, `load_key`) SELECT `suffix`, `load_key` FROM `load_key_suffix_rows` WHERE `load_key` = NEW.`load_key` AND NOT EXISTS (SELECT 1 FROM `invoices` WHERE `load_key` = NEW.`load_key` AND `id` <> NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `invoices_search_rekey` AFTER UPDATE OF `broker_key`, `load_key` ON `invoices` BEGIN INSERT OR IGNORE INTO `broker_key_suffixes` (`suffix`, `broker_key`) SELECT `suffix`, `broker_key` FROM `broker_key_suffix_rows` WHERE `broker_key` = NEW.`broker_key`; INSERT OR IGNORE INTO `load_key_suffixes` (`suffix`, `load_key`) SELECT `suffix`, `load_key` FROM `load_key_suffix_rows` WHERE `load_key` = NEW.`load_key`; END;
