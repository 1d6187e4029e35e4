ALTER TABLE `invoice_pages` ADD `rotation` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoice_pages` ADD `warnings` text DEFAULT '[]' NOT NULL;