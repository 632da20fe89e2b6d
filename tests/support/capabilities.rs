//! Client capability presets that mimic real editors, as recorded by pytest-lsp from VS Code
//! 1.65, Neovim 0.7 and Neovim 0.11, trimmed to the parts a server can act on.

use serde_json::{json, Value};

/// VS Code: UTF-16 only, versioned `documentChanges`, change annotations, resource operations,
/// `workDoneProgress` and `showDocument`.
pub fn vscode() -> Value {
    json!({
        "general": { "positionEncodings": ["utf-16"] },
        "workspace": {
            "applyEdit": true,
            "configuration": true,
            "workspaceFolders": true,
            "didChangeConfiguration": { "dynamicRegistration": true },
            "executeCommand": { "dynamicRegistration": true },
            "workspaceEdit": {
                "documentChanges": true,
                "resourceOperations": ["create", "rename", "delete"],
                "failureHandling": "textOnlyTransactional",
                "normalizesLineEndings": true,
                "changeAnnotationSupport": { "groupsOnLabel": true }
            },
            "codeLens": { "refreshSupport": true }
        },
        "textDocument": {
            "synchronization": {
                "dynamicRegistration": true, "willSave": true, "willSaveWaitUntil": true,
                "didSave": true
            },
            "hover": { "dynamicRegistration": true, "contentFormat": ["markdown", "plaintext"] },
            "codeAction": {
                "dynamicRegistration": true,
                "isPreferredSupport": true,
                "disabledSupport": true,
                "dataSupport": true,
                "resolveSupport": { "properties": ["edit"] },
                "codeActionLiteralSupport": { "codeActionKind": { "valueSet": [
                    "", "quickfix", "refactor", "refactor.extract", "refactor.inline",
                    "refactor.rewrite", "source", "source.organizeImports"
                ] } },
                "honorsChangeAnnotations": false
            },
            "codeLens": { "dynamicRegistration": true },
            "publishDiagnostics": {
                "relatedInformation": true, "versionSupport": false,
                "tagSupport": { "valueSet": [1, 2] },
                "codeDescriptionSupport": true, "dataSupport": true
            }
        },
        "window": {
            "workDoneProgress": true,
            "showMessage": { "messageActionItem": { "additionalPropertiesSupport": true } },
            "showDocument": { "support": true }
        }
    })
}

/// Neovim 0.7: no `general.positionEncodings` (so UTF-16), no `documentChanges`, no change
/// annotations, no `showDocument`.
pub fn neovim_07() -> Value {
    json!({
        "workspace": {
            "applyEdit": true,
            "workspaceFolders": true,
            "workspaceEdit": { "resourceOperations": ["rename", "create", "delete"] }
        },
        "textDocument": {
            "synchronization": {
                "didSave": true, "dynamicRegistration": false,
                "willSave": false, "willSaveWaitUntil": false
            },
            "hover": { "contentFormat": ["markdown", "plaintext"], "dynamicRegistration": false },
            "codeAction": {
                "dynamicRegistration": false,
                "dataSupport": true,
                "resolveSupport": { "properties": ["edit"] },
                "codeActionLiteralSupport": { "codeActionKind": { "valueSet": [
                    "", "Empty", "QuickFix", "Refactor", "RefactorExtract", "RefactorInline",
                    "RefactorRewrite", "Source", "SourceOrganizeImports", "quickfix", "refactor",
                    "refactor.extract", "refactor.inline", "refactor.rewrite", "source",
                    "source.organizeImports"
                ] } }
            },
            "publishDiagnostics": { "relatedInformation": true, "tagSupport": { "valueSet": [1, 2] } }
        },
        "window": {
            "workDoneProgress": true,
            "showMessage": { "messageActionItem": { "additionalPropertiesSupport": false } },
            "showDocument": { "support": false }
        }
    })
}

/// Neovim 0.11: offers UTF-8, UTF-16 and UTF-32; still no `documentChanges`.
pub fn neovim_011() -> Value {
    json!({
        "general": { "positionEncodings": ["utf-8", "utf-16", "utf-32"] },
        "workspace": {
            "applyEdit": true,
            "configuration": true,
            "workspaceFolders": true,
            "didChangeConfiguration": { "dynamicRegistration": false },
            "workspaceEdit": { "resourceOperations": ["rename", "create", "delete"] }
        },
        "textDocument": {
            "synchronization": {
                "dynamicRegistration": false, "didSave": true,
                "willSave": true, "willSaveWaitUntil": true
            },
            "hover": { "dynamicRegistration": true, "contentFormat": ["markdown", "plaintext"] },
            "codeAction": {
                "isPreferredSupport": true, "dataSupport": true, "dynamicRegistration": true,
                "resolveSupport": { "properties": ["edit", "command"] },
                "codeActionLiteralSupport": { "codeActionKind": { "valueSet": [
                    "", "quickfix", "refactor", "refactor.extract", "refactor.inline",
                    "refactor.rewrite", "source", "source.organizeImports"
                ] } }
            },
            "codeLens": { "dynamicRegistration": false, "resolveSupport": { "properties": ["command"] } },
            "publishDiagnostics": {
                "relatedInformation": true, "tagSupport": { "valueSet": [1, 2] }, "dataSupport": true
            }
        },
        "window": {
            "workDoneProgress": true,
            "showMessage": { "messageActionItem": { "additionalPropertiesSupport": true } },
            "showDocument": { "support": true }
        }
    })
}

/// A client that offers only UTF-32 (and, implicitly, UTF-16).
pub fn utf32_only() -> Value {
    json!({ "general": { "positionEncodings": ["utf-32", "utf-16"] } })
}
