// pdf.js wraps this require in try/catch and carries on without rendering support, which this project never uses.
throw new Error('@napi-rs/canvas is not installed in this project (text extraction only)');
