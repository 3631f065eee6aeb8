//! The checkout a tool works on: found when the tool runs, never fixed when
//! it was built (a built checkout copied with its times, by `cp -a`, rsync or
//! a container layer, keeps the first folder's build, and cargo calls it
//! fresh). On the ground floor: every module that reads or writes the
//! workspace's files finds it here.

use std::fs;
use std::path::{Path, PathBuf};

/// The checkout the tool runs in (see [`find_workspace_root`]); the tools
/// look for it first (`runner::tool_setup`) and stop with its one line when
/// there is none.
pub fn workspace_root() -> PathBuf {
    match find_workspace_root() {
        Ok(root) => root.to_path_buf(),
        Err(message) => panic!("{}", message),
    }
}

/// `path` as the manual writes paths: from the workspace root when it is
/// inside the checkout, else whole.
pub fn shown(path: &Path) -> String {
    path.strip_prefix(workspace_root()).unwrap_or(path).display().to_string()
}

/// The workspace the tool runs in: the one cargo names for the running
/// program (`CARGO_MANIFEST_DIR`, which `cargo run` and `cargo test` set to
/// `ROOT/crates/testkit`), else the one holding the program's own file
/// (`ROOT/target/tools/judge` run by hand), else the one holding the current
/// folder. A workspace is a folder with `Cargo.toml` and `crates/testkit/`.
pub fn find_workspace_root() -> Result<&'static Path, String> {
    static ROOT: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| {
        let named = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .and_then(|manifest| manifest.parent().and_then(Path::parent).map(Path::to_path_buf));
        let is_workspace =
            |dir: &Path| dir.join("Cargo.toml").is_file() && dir.join("crates/testkit/Cargo.toml").is_file();
        let within = |start: Option<PathBuf>| {
            start.and_then(|start| start.ancestors().find(|dir| is_workspace(dir)).map(Path::to_path_buf))
        };
        named
            .filter(|dir| is_workspace(dir))
            .or_else(|| within(std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf))))
            .or_else(|| within(std::env::current_dir().ok()))
            .map(|root| root.canonicalize().unwrap_or(root))
            .ok_or_else(|| {
                "no workspace here: run the tools inside the checkout (a folder with Cargo.toml and crates/testkit/), \
                 as `cargo judge …`; a program elsewhere is given by its path"
                    .to_string()
            })
    })
    .as_ref()
    .map(PathBuf::as_path)
    .map_err(Clone::clone)
}

/// Whether the in-process copies of the five solutions (`solutions`, built
/// into the tool) are the files of the checkout the tool runs in. They are
/// unless the build was made in another folder and the files differ (a
/// copied build that cargo kept as fresh): then the tool would explain,
/// stress or check with another folder's code, so it refuses.
pub fn check_built_from_here() -> Result<(), String> {
    let root = find_workspace_root()?;
    for (problem, built) in crate::solutions::SOURCES {
        let path = root.join("crates").join(problem).join("src/main.rs");
        let here = fs::read_to_string(&path).map_err(|error| format!("{}: {}", path.display(), error))?;
        if here != *built {
            let built_in = Path::new(BUILT_IN).ancestors().nth(2).unwrap_or(Path::new(BUILT_IN));
            let same = fs::canonicalize(built_in).is_ok_and(|built_in| built_in == root);
            return Err(if same {
                // Run by its path after an edit: cargo rebuilds it first.
                format!(
                    "this build of the testkit is older than {}: run the tool through cargo (`cargo judge …`, \
                     `cargo stress …`), which builds it again first",
                    path.display()
                )
            } else {
                format!(
                    "this build of the testkit holds another crates/{}/src/main.rs than {} (it was built in {}): \
                     run `cargo clean -p testkit` here, then the command again",
                    problem,
                    path.display(),
                    built_in.display()
                )
            });
        }
    }
    Ok(())
}

/// The folder the testkit was built in (for messages only: paths are taken
/// from [`workspace_root`]).
const BUILT_IN: &str = env!("CARGO_MANIFEST_DIR");
