# table_log: not translated yet (the English is in locales/en/table_log.ftl).
