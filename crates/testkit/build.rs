//! Builds nothing: it tells cargo that the testkit, which compiles in each
//! problem's `main.rs` (`src/solutions.rs`), is to be rebuilt when one of
//! them changes, named relative to this crate. Cargo records the files a
//! crate reads from outside its own folder by their absolute paths, so in a
//! built checkout copied with its times (`cp -a`, rsync, a container layer)
//! it would watch the first folder's files and keep the copy's build of the
//! testkit as fresh while the copy's solutions change.

fn main() {
    // The problems, as `cases::problem_names` finds them: every crate beside
    // this one with a `src/main.rs`. A new one is also a new module in
    // src/solutions.rs, which makes this script run again.
    let mut watched = vec!["build.rs".to_string(), "src/solutions.rs".to_string()];
    for entry in std::fs::read_dir("..").expect("crates/ is readable").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name != "testkit" && entry.path().join("src/main.rs").is_file() {
            watched.push(format!("../{}/src/main.rs", name));
        }
    }
    for path in watched {
        println!("cargo:rerun-if-changed={}", path);
    }
}
