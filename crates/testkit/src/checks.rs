//! Checks every problem's tests share: whitespace tolerance and bad input.

pub type Solve = fn(&[u8]) -> Result<String, String>;

/// The same input with CRLF line ends, blank lines, runs of spaces and tabs,
/// and no final newline.
pub fn messy_variants(clean: &str) -> Vec<String> {
    vec![
        clean.replace('\n', "\r\n"),
        format!("\n\r\n{}\n\n", clean.replace('\n', "\n \n\n")),
        clean.replace(' ', " \t  "),
        clean.trim_end().to_string(),
    ]
}

/// Every messy variant of `clean` gives the same answer as `clean`.
pub fn assert_whitespace_tolerant(solve: Solve, clean: &str) {
    let expected = solve(clean.as_bytes()).expect("the clean input is valid");
    for messy in messy_variants(clean) {
        assert_eq!(solve(messy.as_bytes()).as_deref(), Ok(expected.as_str()), "{:?}", messy);
    }
}

/// Each input is rejected with a one-line error containing its message.
pub fn assert_rejects(solve: Solve, cases: &[(&str, &str)]) {
    for (input, message) in cases {
        match solve(input.as_bytes()) {
            Err(error) => {
                assert!(error.contains(message), "input {:?}: error {:?} should say {:?}", input, error, message);
                assert!(!error.contains('\n'), "input {:?}: the error should be one line: {:?}", input, error);
            }
            Ok(output) => panic!("input {:?} was accepted with output {:?}", input, output),
        }
    }
}

/// Inputs past the statement's bounds that the solution answers (judges'
/// data has broken its statement's bounds before; a pasted `main.rs` should
/// not turn that into a runtime error): each is refused by the strict
/// validator, which keeps the statement's bounds, and answered as expected.
pub fn assert_answers_past_the_statement(
    solve: Solve,
    validate: fn(&[u8]) -> Result<(), String>,
    cases: &[(&str, String)],
) {
    for (input, expected) in cases {
        let shown = &input[..input.len().min(60)];
        assert!(validate(input.as_bytes()).is_err(), "the validator takes {:?}…, past the statement", shown);
        assert_eq!(solve(input.as_bytes()).as_deref(), Ok(expected.as_str()), "{:?}…", shown);
    }
}
