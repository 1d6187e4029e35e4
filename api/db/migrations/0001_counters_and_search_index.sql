CREATE TABLE `submission_counts` (
	`kind` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`fresh` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `fuel_card_applications_email_normalized_idx`;--> statement-breakpoint
CREATE INDEX `fuel_card_applications_email_submitted_at_id_idx` ON `fuel_card_applications` (`email_normalized`,`submitted_at`,`id`);--> statement-breakpoint
DROP INDEX `quotes_email_normalized_idx`;--> statement-breakpoint
CREATE INDEX `quotes_email_submitted_at_id_idx` ON `quotes` (`email_normalized`,`submitted_at`,`id`);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): exact counts kept with every change, starting from the rows already stored.
INSERT INTO `submission_counts` (`kind`, `total`, `fresh`) SELECT 'quotes', count(*), coalesce(sum(`status` = 'new'), 0) FROM `quotes`;
--> statement-breakpoint
CREATE TRIGGER `quotes_count_insert` AFTER INSERT ON `quotes` BEGIN UPDATE `submission_counts` SET `total` = `total` + 1, `fresh` = `fresh` + (NEW.`status` = 'new') WHERE `kind` = 'quotes'; END;
--> statement-breakpoint
CREATE TRIGGER `quotes_count_delete` AFTER DELETE ON `quotes` BEGIN UPDATE `submission_counts` SET `total` = `total` - 1, `fresh` = `fresh` - (OLD.`status` = 'new') WHERE `kind` = 'quotes'; END;
--> statement-breakpoint
CREATE TRIGGER `quotes_count_status` AFTER UPDATE OF `status` ON `quotes` BEGIN UPDATE `submission_counts` SET `fresh` = `fresh` + (NEW.`status` = 'new') - (OLD.`status` = 'new') WHERE `kind` = 'quotes'; END;
--> statement-breakpoint
INSERT INTO `submission_counts` (`kind`, `total`, `fresh`) SELECT 'fuel_card_applications', count(*), coalesce(sum(`status` = 'new'), 0) FROM `fuel_card_applications`;
--> statement-breakpoint
CREATE TRIGGER `fuel_card_applications_count_insert` AFTER INSERT ON `fuel_card_applications` BEGIN UPDATE `submission_counts` SET `total` = `total` + 1, `fresh` = `fresh` + (NEW.`status` = 'new') WHERE `kind` = 'fuel_card_applications'; END;
--> statement-breakpoint
CREATE TRIGGER `fuel_card_applications_count_delete` AFTER DELETE ON `fuel_card_applications` BEGIN UPDATE `submission_counts` SET `total` = `total` - 1, `fresh` = `fresh` - (OLD.`status` = 'new') WHERE `kind` = 'fuel_card_applications'; END;
--> statement-breakpoint
CREATE TRIGGER `fuel_card_applications_count_status` AFTER UPDATE OF `status` ON `fuel_card_applications` BEGIN UPDATE `submission_counts` SET `fresh` = `fresh` + (NEW.`status` = 'new') - (OLD.`status` = 'new') WHERE `kind` = 'fuel_card_applications'; END;
