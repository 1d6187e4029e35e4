DROP INDEX `invoices_broker_key_idx`;--> statement-breakpoint
CREATE INDEX `invoices_broker_key_submitted_at_id_idx` ON `invoices` (`broker_key`,`submitted_at`,`id`);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model full-text tables or triggers): every word of each client's company and name, so staff search finds a client by the start of any word without reading every client (docs/decisions/0150-staff-search-cost.md). FTS4 with unicode61 ignores case and accents alike in libSQL and in the browser mocks' sql.js.
CREATE VIRTUAL TABLE `client_names` USING fts4(`client_id`, `name`, notindexed=`client_id`, tokenize=unicode61);
--> statement-breakpoint
INSERT INTO `client_names` (`client_id`, `name`) SELECT `id`, `company_name` || ' ' || `first_name` || ' ' || `last_name` FROM `clients`;
--> statement-breakpoint
CREATE TRIGGER `clients_names_insert` AFTER INSERT ON `clients` BEGIN INSERT INTO `client_names` (`client_id`, `name`) VALUES (NEW.`id`, NEW.`company_name` || ' ' || NEW.`first_name` || ' ' || NEW.`last_name`); END;
--> statement-breakpoint
CREATE TRIGGER `clients_names_update` AFTER UPDATE OF `id`, `company_name`, `first_name`, `last_name` ON `clients` BEGIN DELETE FROM `client_names` WHERE `client_id` = OLD.`id`; INSERT INTO `client_names` (`client_id`, `name`) VALUES (NEW.`id`, NEW.`company_name` || ' ' || NEW.`first_name` || ' ' || NEW.`last_name`); END;
--> statement-breakpoint
CREATE TRIGGER `clients_names_delete` AFTER DELETE ON `clients` BEGIN DELETE FROM `client_names` WHERE `client_id` = OLD.`id`; END;
