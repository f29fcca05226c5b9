;;; emacs_eglot_check.el --- the Emacs (eglot) snippet of specs/editors.md, tried headless  -*- lexical-binding: t -*-
;; Run from the repository root: emacs --batch -Q -l Tests/LanguageServer/emacs_eglot_check.el  (LISTSPEC=/path/to/listspec, else `listspec' on PATH, else .build/debug/listspec)

;; Not part of `swift test' (CI installs no Emacs). It evaluates the first ```elisp block of
;; the "Emacs (eglot)" section of specs/editors.md as written, opens examples/game-library.yaml
;; (a spec by content, not by name) and a YAML file that is not a spec, and checks: the mode
;; and the server each gets, the diagnostics of an unknown key, hover and completion.
;; Exit status 0 when every check passes, 1 otherwise.

(require 'cl-lib)
(require 'subr-x)

(defvar check-root
  (expand-file-name "../.." (file-name-directory (or load-file-name buffer-file-name)))
  "The repository's root.")

(defvar check-failures 0)

(defun check (name ok &optional detail)
  "Print NAME as PASS or FAIL by OK, with DETAIL."
  (unless ok (setq check-failures (1+ check-failures)))
  (princ (format "%s  %s%s\n" (if ok "PASS" "FAIL") name
                 (if detail (format " — %s" detail) "")))
  ok)

(defun check-wait (pred seconds)
  "Wait until PRED returns non-nil, at most SECONDS; return its value."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    value))

;; The packages as an Emacs user has them: Debian's elpa-* and package.el's ~/.emacs.d/elpa.
;; Emacs 29 and later have eglot built in; yaml-mode is a package everywhere. -Q skips
;; Debian's site-start, which adds its elpa directory.
(require 'package)
(when (file-directory-p "/usr/share/emacs/site-lisp/elpa")
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa"))
(package-initialize)
(require 'eglot)
(require 'yaml-mode nil t)
(princ (format "Emacs %s, eglot %s, yaml-mode %s\n" emacs-version
               (or (ignore-errors
                     (with-temp-buffer
                       (insert-file-contents (locate-library "eglot.el"))
                       (and (re-search-forward "^;; Version: \\(.*\\)$" nil t) (match-string 1))))
                   "?")
               (if (featurep 'yaml-mode) (or (bound-and-true-p yaml-mode-version) "loaded") "missing")))

;; `listspec' on exec-path, as the snippet names it.
(let* ((bin (or (getenv "LISTSPEC")
                (executable-find "listspec")
                (expand-file-name ".build/debug/listspec" check-root)))
       (dir (file-name-directory (expand-file-name bin))))
  (unless (file-executable-p bin) (error "No listspec binary at %s" bin))
  (add-to-list 'exec-path dir)
  (setenv "PATH" (concat dir path-separator (getenv "PATH")))
  (princ (format "listspec: %s\n" (executable-find "listspec"))))

;; The snippet, verbatim from the doc.
(let ((snippet
       (with-temp-buffer
         (insert-file-contents (expand-file-name "specs/editors.md" check-root))
         (re-search-forward "^## Emacs (eglot)$")
         (re-search-forward "^```elisp\n")
         (buffer-substring (point) (progn (re-search-forward "^```$") (match-beginning 0))))))
  (with-temp-buffer
    (insert snippet)
    (eval-buffer)))

(setq eglot-sync-connect 10)
(defvar check-published nil "The diagnostics of each publishDiagnostics, newest first.")
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (push (plist-get params :diagnostics) check-published))))
;; Batch Emacs reads no input, so it never goes idle: eglot's didChange and flymake's
;; after-change runs are idle timers and do not fire here; the check sends them itself.
(defun check-error-p (type)
  "Whether flymake's diagnostic TYPE is an error (eglot's are `eglot-error')."
  (or (eq type :error) (eq (get type 'flymake-category) 'flymake-error)))

(defun check-send-changes ()
  (eglot--signal-textDocument/didChange)
  (flymake-start))

(defun check-stop (server)
  "Send SERVER shutdown and exit as `eglot-shutdown' does, wait for it to exit (jsonrpc.el
kills it at once after `exit') and return its (STATUS CODE)."
  (let ((process (jsonrpc--process server)))
    (setf (eglot--shutdown-requested server) t)
    (jsonrpc-request server :shutdown nil)
    (jsonrpc-notify server :exit nil)
    (check-wait (lambda () (not (process-live-p process))) 10)
    (list (process-status process) (process-exit-status process))))

(let* ((spec (expand-file-name "examples/game-library.yaml" check-root))
       (plain (make-temp-file "plain" nil ".yaml" "title: not a spec\nitems: [1, 2]\n"))
       (buffer (find-file-noselect spec)))
  (switch-to-buffer buffer)
  (check "a spec named *.yaml opens in listspec-mode" (eq major-mode 'listspec-mode)
         (format "%s" major-mode))
  ;; eglot-ensure connects after the command that opened the buffer: run that hook.
  (run-hooks 'post-command-hook)
  (let ((server (check-wait (lambda () (and eglot--managed-mode (eglot-current-server))) 15)))
    (check "eglot starts `listspec lsp' for it"
           (and server (equal (process-command (jsonrpc--process server))
                              (list "listspec" "lsp")))
           (and server (format "%S, language id %s" (process-command (jsonrpc--process server))
                               (eglot--language-id server))))
    (when server
      ;; The example has no problems: an empty publishDiagnostics arrives.
      (check "the example's diagnostics arrive, and there are none"
             (and (check-wait (lambda () check-published) 10)
                  (seq-empty-p (car check-published))
                  (null (flymake-diagnostics)))
             (format "%d published" (length check-published)))
      ;; An unknown key after `listspec: 1'.
      (goto-char (point-min))
      (re-search-forward "^listspec: 1\n")
      (insert "bogusKey: 1\n")
      (check-send-changes)
      (let ((diags (check-wait (lambda () (flymake-diagnostics)) 10)))
        (check "an unknown key gets its diagnostic through flymake"
               (cl-some (lambda (d)
                          (and (string-match-p "unknown key 'bogusKey'" (flymake-diagnostic-text d))
                               (check-error-p (flymake-diagnostic-type d))
                               (= (line-number-at-pos (flymake-diagnostic-beg d)) 9)))
                        diags)
               (mapconcat (lambda (d) (format "line %d %s: %s"
                                              (line-number-at-pos (flymake-diagnostic-beg d))
                                              (flymake-diagnostic-type d)
                                              (flymake-diagnostic-text d)))
                          diags "; ")))
      ;; Taking it out clears it.
      (goto-char (point-min))
      (re-search-forward "^bogusKey: 1\n")
      (replace-match "")
      (check-send-changes)
      (check "removing it clears the diagnostic"
             (check-wait (lambda () (null (flymake-diagnostics))) 10))
      ;; Hover on the key `appearance:' of `list:'.
      (goto-char (point-min))
      (re-search-forward "^  appearance:")
      (goto-char (+ (match-beginning 0) 4))
      (let* ((hover (jsonrpc-request server :textDocument/hover
                                     (eglot--TextDocumentPositionParams)))
             (contents (plist-get hover :contents))
             (info (and contents (eglot--hover-info contents (plist-get hover :range)))))
        (check "hover on a key answers its documentation" (and info (> (length info) 0))
               (and info (car (split-string info "\n")))))
      ;; The same through eldoc, as a user sees it.
      (let (eldoc-text)
        (eglot-hover-eldoc-function (lambda (info &rest _) (setq eldoc-text info)))
        (check-wait (lambda () eldoc-text) 10)
        (check "hover through eldoc" (and eldoc-text (> (length eldoc-text) 0))
               (and eldoc-text (car (split-string eldoc-text "\n")))))
      ;; Completion of the value of `appearance:' through completion-at-point.
      (goto-char (point-min))
      (re-search-forward "^  appearance: insetGrouped")
      (replace-match "  appearance: inset")
      (check-send-changes)
      (let* ((capf (eglot-completion-at-point))
             (candidates (and capf (all-completions (buffer-substring (nth 0 capf) (nth 1 capf))
                                                    (nth 2 capf)))))
        (check "completion offers insetGrouped after `appearance: inset'"
               (member "insetGrouped" candidates)
               (format "%S" (mapcar (function substring-no-properties) candidates))))
      (set-buffer-modified-p nil)))
  ;; A spec outside any project whose `listspec: 1' is on line 46, after 4,500 characters of
  ;; comments (set-auto-mode shows magic-mode-alist only the first 4,000).
  (let* ((dir (make-temp-file "listspec-eglot" t))
         (long (expand-file-name "long-header.yaml" dir)))
    (with-temp-file long
      (dotimes (_ 45) (insert "# " (make-string 98 ?x) "\n"))
      (insert "listspec: 1\nsections:\n  - id: main\n    items:\n      - { id: a, text: A }\n"))
    (let ((other (find-file-noselect long)))
      (switch-to-buffer other)
      (run-hooks 'post-command-hook)
      (check "a spec with `listspec: 1' on line 46, past 4,000 characters, opens in listspec-mode"
             (eq major-mode 'listspec-mode) (format "%s" major-mode))
      (let ((server (check-wait (lambda () (and eglot--managed-mode (eglot-current-server))) 15)))
        (check "eglot starts for a spec outside any project" server)
        (when server (check-stop server)))
      (kill-buffer other))
    (delete-directory dir t))
  ;; A YAML file without `listspec: 1' stays in yaml-mode and gets no listspec server.
  (let ((other (find-file-noselect plain)))
    (switch-to-buffer other)
    (run-hooks 'post-command-hook)
    (check-wait (lambda () nil) 1)
    (check "a YAML file that is not a spec opens in yaml-mode without listspec"
           (and (eq major-mode 'yaml-mode) (not eglot--managed-mode))
           (format "%s, managed %s" major-mode eglot--managed-mode))
    (kill-buffer other)
    (delete-file plain))
  (let ((server (with-current-buffer buffer (eglot-current-server))))
    (when server
      (let ((status (check-stop server)))
        (check "the server exits 0 after shutdown and exit" (equal status '(exit 0))
               (format "%S" status)))))
  (kill-buffer buffer))

(princ (format "%s\n" (if (zerop check-failures) "all passed"
                        (format "%d failed" check-failures))))
(kill-emacs (if (zerop check-failures) 0 1))
