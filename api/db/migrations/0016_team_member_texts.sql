CREATE TABLE `team_member_texts` (
	`team_member_id` text NOT NULL,
	`locale` text NOT NULL,
	`role` text,
	`experience` text,
	`bio` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`team_member_id`, `locale`),
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
