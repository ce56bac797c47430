# discord_frontend: not translated yet (the English is in locales/en/discord_frontend.ftl).
