package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * The examples of {@code examples/} as a third party uses them: each is built by Maven on its own (offline,
 * from a copy outside the repository, {@code mvn verify}: the game's build runs its in-container test too)
 * against the engine.api, testkit, testkit.container and engine.search jars this build made, its jar is
 * dropped into the {@code load/} folder of a fresh platform home, and the platform checks the game
 * with {@code conform} and solves small boards exactly.
 *
 * <p>The expected values are the published ones: John Tromp solved Connect Four on every board with width
 * + height at most 15 (https://tromp.github.io/c4/c4.html); the table used here is the one reproduced
 * in the README of Christophe Steininger's solver (https://github.com/ChristopheSteininger/c4, "Results"):
 * 4x4, 5x4 and 4x5 are draws, and 6x4 is a win for the second player (a loss for the side to move).
 */
class ExamplesIT {
    private static final Path ROOT = CommandLineIT.SCRIPT.getParent();
    private static Path gameJar;
    private static Path strategyJar;

    @BeforeAll
    static void buildTheExamples() throws IOException, InterruptedException {
        Path repository = localRepository();
        publish(repository);
        gameJar = build("connect-four", repository);
        Path report = gameJar.resolveSibling("failsafe-reports").resolve("com.example.connectfour.ConnectFourIT.txt");
        assertTrue(Files.isRegularFile(report), "the in-container test of connect-four did not run: no " + report);
        assertTrue(read(report).contains("Tests run: 2, Failures: 0, Errors: 0, Skipped: 0"), read(report));
        strategyJar = build("strategy", repository);
    }

    /**
     * The Maven local repository of this build: where the failsafe configuration points pax-url-aether,
     * else Maven's default.
     */
    private static Path localRepository() {
        String configured = System.getProperty("org.ops4j.pax.url.mvn.localRepository");
        return configured != null ? Path.of(configured) : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    /**
     * Puts the API, the test kit, its container side, the strategies (a bundle of the platform that the
     * container side installs) and the reactor's pom (their parent) into the local repository, as
     * {@code mvn install} would, which {@code mvn verify} does not run. Copied in place rather than
     * installed by maven-install-plugin, which a machine that only ran {@code verify} may not have.
     */
    private static void publish(Path repository) throws IOException {
        String version = projectVersion("testkit");
        copyArtifact(repository, "stratagem", version, ROOT.resolve("pom.xml"), null);
        for (String artifact : List.of("engine.api", "testkit", "testkit.container", "engine.search")) {
            Path module = ROOT.resolve(artifact);
            String artifactVersion = projectVersion(artifact);
            copyArtifact(repository, artifact, artifactVersion, module.resolve("pom.xml"),
                    module.resolve("target").resolve(artifact + "-" + artifactVersion + ".jar"));
        }
    }

    /** @return the version in the name of the module's jar, {@code ARTIFACT-VERSION.jar} in its target/ */
    private static String projectVersion(String artifact) throws IOException {
        Path target = ROOT.resolve(artifact).resolve("target");
        try (Stream<Path> files = Files.list(target)) {
            String jar = files.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith(artifact + "-") && name.endsWith(".jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no jar of " + artifact + " in " + target));
            return jar.substring(artifact.length() + 1, jar.length() - ".jar".length());
        }
    }

    private static void copyArtifact(Path repository, String artifact, String version, Path pom, Path jar)
            throws IOException {
        Path folder = repository.resolve("org").resolve("stratagem").resolve(artifact).resolve(version);
        Files.createDirectories(folder);
        Files.copy(pom, folder.resolve(artifact + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar != null) {
            Files.copy(jar, folder.resolve(artifact + "-" + version + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Builds a copy of the example outside the repository, as its author would; returns its jar. */
    private static Path build(String example, Path repository) throws IOException, InterruptedException {
        Path source = ROOT.resolve("examples").resolve(example);
        Path copy = Files.createTempDirectory("stratagem-example-");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path relative = source.relativize(file);
                if (relative.startsWith("target")) {
                    continue;
                }
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy.resolve(relative.toString()));
                } else {
                    Files.copy(file, copy.resolve(relative.toString()));
                }
            }
        }
        Path log = copy.resolve("build.log");
        Process maven = new ProcessBuilder("mvn", "-B", "-o", "-q", "-Dmaven.repo.local=" + repository,
                "-Dorg.ops4j.pax.url.mvn.offline=true", "verify")
                .directory(copy.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(maven.waitFor(5, TimeUnit.MINUTES), "the build of " + example + " hung");
        assertEquals(0, maven.exitValue(), () -> example + " did not build:\n" + read(log));
        try (Stream<Path> jars = Files.list(copy.resolve("target"))) {
            return jars.filter(path -> path.toString().endsWith(".jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no jar built for " + example));
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException unreadable) {
            return unreadable.toString();
        }
    }

    /** A fresh platform home with both example bundles in its {@code load/}. */
    private static Path homeWithTheExamples() throws IOException {
        Path home = Files.createTempDirectory("stratagem-home");
        Path load = Files.createDirectories(home.resolve("load"));
        Files.createDirectories(home.resolve("conf"));
        Files.copy(gameJar, load.resolve(gameJar.getFileName()));
        Files.copy(strategyJar, load.resolve(strategyJar.getFileName()));
        return home;
    }

    private static Run stratagem(Path home, String... arguments) throws IOException, InterruptedException {
        return CommandLineIT.run(CommandLineIT.SCRIPT, Map.of("STRATAGEM_HOME", home.toString()), "", arguments);
    }

    @Test
    void theDroppedBundlesAreListedAndTheGameConforms() throws Exception {
        Path home = homeWithTheExamples();
        Run list = stratagem(home, "list");
        assertEquals(0, list.status(), list.err());
        assertTrue(list.out().contains("connectfour") && list.out().contains("com.example.connectfour 1.0.0"), list.out());
        assertTrue(list.out().contains("negamax") && list.out().contains("com.example.negamax 1.0.0"), list.out());
        for (String[] board : new String[][] {{"7", "6"}, {"5", "4"}}) {
            Run conform = stratagem(home, "conform", "connectfour", "--games", "20", "--seed", "7",
                    "--width", board[0], "--height", board[1]);
            assertEquals(0, conform.status(), conform.out() + conform.err());
            assertTrue(conform.out().strip().endsWith(": conforms"), conform.out());
        }
    }

    @Test
    void smallBoardsSolveToTheirPublishedValues() throws Exception {
        Path home = homeWithTheExamples();
        for (String[] board : new String[][] {{"4", "4", "draw"}, {"5", "4", "draw"}, {"4", "5", "draw"}}) {
            Run run = stratagem(home, "analyze", "connectfour", "", "--width", board[0], "--height", board[1],
                    "--strategy", "solver", "--json");
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().contains("\"proven\": true"), run.out());
            assertTrue(run.out().contains("\"result\": \"" + board[2] + "\""), board[0] + "x" + board[1] + ": " + run.out());
        }
        Run sixByFour = stratagem(home, "analyze", "connectfour", "", "--width", "6", "--height", "4", "--strategy",
                "alphabeta", "--json");
        assertEquals(0, sixByFour.status(), sixByFour.err());
        assertTrue(sixByFour.out().contains("\"proven\": true, \"result\": \"loss\""), "6x4: " + sixByFour.out());
    }

    @Test
    void theExampleStrategySolvesTheSmallestBoardToo() throws Exception {
        Run run = stratagem(homeWithTheExamples(), "analyze", "connectfour", "", "--width", "4", "--height", "4",
                "--strategy", "negamax", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"strategy\": \"negamax\""), run.out());
        assertTrue(run.out().contains("\"proven\": true") && run.out().contains("\"result\": \"draw\""), run.out());
    }
}
