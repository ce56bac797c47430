-- The snapshot is a checkpoint: the state after `snapshot_version` actions,
-- written now and then (docs/design.md, "A move costs the same early and
-- late"); loading replays the actions after it. NULL: the snapshot is at
-- `version` (every row written before checkpoints).
ALTER TABLE games ADD COLUMN snapshot_version BIGINT;
