# project_planning: English texts (conventions in docs/design.md, "Text is data").
