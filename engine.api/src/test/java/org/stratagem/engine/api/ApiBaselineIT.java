package org.stratagem.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import aQute.bnd.differ.Baseline;
import aQute.bnd.differ.DiffPluginImpl;
import aQute.bnd.osgi.FileResource;
import aQute.bnd.osgi.Jar;
import aQute.bnd.osgi.Processor;
import aQute.bnd.service.diff.Delta;
import aQute.bnd.version.MavenVersion;
import aQute.bnd.version.Version;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * bnd's baselining, the check of bnd-baseline-maven-plugin, as a test that can fail: the jar this build made
 * ({@code stratagem.api.jar}, after the package phase) against the last release, the highest version below
 * this one in {@code cnf/release/} ({@code stratagem.api.releases}).
 *
 * <p>The built API must declare, for each package and for the bundle, at least the version its changes
 * require; and an incompatible change must be caught: a copy of the jar in which {@link
 * org.stratagem.engine.api.table.Tablebase} has lost {@code bytes()} (its source changed and compiled at test
 * time) is a MAJOR change that requires the table package at 2.0.0 and the bundle at 3.0.0.
 */
class ApiBaselineIT {
    private static final Path BUILT = Path.of(System.getProperty("stratagem.api.jar"));
    private static final String TABLE = "org.stratagem.engine.api.table";
    private static final String TABLEBASE = TABLE.replace('.', '/') + "/Tablebase";
    private static final String REMOVED = "    long bytes();\n";

    @TempDir
    Path work;

    @Test
    void everyPackageAndTheBundleDeclareTheVersionTheirChangesNeed() throws Exception {
        try (Jar built = new Jar(BUILT.toFile())) {
            Baseline baseline = baseline(built);
            assertEquals(4, baseline.getPackageInfos().size(), "packages compared: " + describe(baseline));
            assertTrue(baseline.getPackageInfos().stream().noneMatch(info -> info.mismatch), describe(baseline));
            assertFalse(baseline.getBundleInfo().mismatch, describe(baseline));
        }
    }

    @Test
    void removingAMethodOfAnExportedInterfaceIsMajorAndFailsBaselining() throws Exception {
        Path tablebase = compileTablebaseWithoutBytes();
        try (Jar changed = new Jar(BUILT.toFile())) {
            changed.putResource(TABLEBASE + ".class", new FileResource(tablebase));
            Baseline baseline = baseline(changed);
            Baseline.Info table = baseline.getPackageInfos().stream().filter(info -> info.packageName.equals(TABLE))
                    .findFirst().orElseThrow();
            assertEquals(Delta.MAJOR, table.packageDiff.getDelta(), describe(baseline));
            assertTrue(table.mismatch, describe(baseline));
            assertEquals(new Version(2, 0, 0), table.suggestedVersion, describe(baseline));
            assertTrue(baseline.getBundleInfo().mismatch, describe(baseline));
            assertEquals(new Version(3, 0, 0), baseline.getBundleInfo().suggestedVersion, describe(baseline));
        }
    }

    /** @return the baselining of a jar against the last release */
    private static Baseline baseline(Jar newer) throws Exception {
        try (Processor reporter = new Processor(); Jar release = new Jar(lastRelease().toFile())) {
            Baseline baseline = new Baseline(reporter, new DiffPluginImpl());
            baseline.baseline(newer, release, null);
            assertTrue(reporter.getErrors().isEmpty(), "bnd: " + reporter.getErrors());
            return baseline;
        }
    }

    /** @return the jar of the highest release below this version, as bnd-baseline-maven-plugin chooses it */
    private static Path lastRelease() throws IOException {
        MavenVersion current = MavenVersion.parseMavenString(System.getProperty("stratagem.api.version"));
        try (Stream<Path> folders = Files.list(Path.of(System.getProperty("stratagem.api.releases")))) {
            Path folder = folders.filter(Files::isDirectory)
                    .filter(path -> MavenVersion.parseMavenString(path.getFileName().toString()).compareTo(current) < 0)
                    .max(Comparator.comparing(path -> MavenVersion.parseMavenString(path.getFileName().toString())))
                    .orElseThrow(() -> new IllegalStateException("no release of engine.api below " + current));
            return folder.resolve("engine.api-" + folder.getFileName() + ".jar");
        }
    }

    /** @return Tablebase.class compiled from its source without {@code bytes()}, against the built jar */
    private Path compileTablebaseWithoutBytes() throws Exception {
        Path source = Path.of(System.getProperty("basedir"), "src", "main", "java", TABLEBASE + ".java");
        String text = Files.readString(source);
        assertTrue(text.contains(REMOVED), source + " no longer declares bytes(): choose another method to remove");
        Path changed = work.resolve("Tablebase.java");
        Files.writeString(changed, text.replace(REMOVED, ""));
        Path annotations = Path.of(ConsumerType.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
            List<String> options = List.of("--release", "17", "-proc:none", "-implicit:none", "-d", work.toString(),
                    "-classpath", BUILT + File.pathSeparator + annotations);
            boolean compiled = javac.getTask(null, files, diagnostics, options, null,
                    files.getJavaFileObjects(changed.toFile())).call();
            assertTrue(compiled, diagnostics.getDiagnostics().toString());
        }
        return work.resolve(TABLEBASE + ".class");
    }

    /** @return bnd's verdict, one line per package and one for the bundle */
    private static String describe(Baseline baseline) {
        Baseline.BundleInfo bundle = baseline.getBundleInfo();
        return baseline.getPackageInfos().stream()
                .map(info -> info.packageName + " " + info.packageDiff.getDelta() + " declared " + info.newerVersion
                        + ", released " + info.olderVersion + ", required " + info.suggestedVersion
                        + (info.mismatch ? " MISMATCH" : ""))
                .collect(Collectors.joining("\n", "\n", "\n"))
                + bundle.bsn + " BUNDLE declared " + bundle.newerVersion + ", released " + bundle.olderVersion
                + ", required " + bundle.suggestedVersion + (bundle.mismatch ? " MISMATCH " + bundle.reason : "");
    }
}
