# table_refusals: not translated yet (the English is in locales/en/table_refusals.ftl).
