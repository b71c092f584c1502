package org.stratagem.launcher.it;

import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ops4j.pax.exam.Option;
import org.stratagem.testkit.container.StratagemContainer;

/**
 * The Pax Exam configuration shared by the integration tests: the platform's real bundles on Felix, as the
 * container test kit installs them for a third party's test ({@link StratagemContainer}), with this build's
 * engine.api, engine.search and test kit in place of the repository's, and the launcher's own bundles.
 */
final class PlatformOptions {
    private PlatformOptions() {
    }

    /**
     * The platform of {@link StratagemContainer} with the reactor's builds of its bundles (failsafe system
     * property {@code stratagem.it.platform}), then the bundles of {@code stratagem.it.bundles} (the launcher,
     * the games, FileInstall, the shell's runtime, TinyBundles), file paths set by maven-dependency-plugin's
     * {@code properties} goal; FileInstall watches a fresh temporary {@code load/} folder, polled as in the
     * product.
     *
     * @param loadDirectory the folder FileInstall watches
     * @return the options
     */
    static Option[] platform(File loadDirectory) {
        List<Option> options = new ArrayList<>();
        // the platform logs a strategy that fails as a warning; in production to its log file, here it would
        // reach the shell's output, which the tests read (the later of two values of a property wins)
        options.add(systemProperty("org.ops4j.pax.logging.DefaultServiceLog.level").value("ERROR"));
        options.add(frameworkProperty("felix.fileinstall.dir").value(loadDirectory.getAbsolutePath()));
        options.add(frameworkProperty("felix.fileinstall.poll").value("1000"));
        options.add(frameworkProperty("felix.fileinstall.noInitialDelay").value("true"));
        options.add(frameworkProperty("felix.fileinstall.log.level").value("1"));
        for (Path bundle : paths("stratagem.it.bundles")) {
            options.add(StratagemContainer.bundle(bundle));
        }
        return StratagemContainer.platform().replacing(paths("stratagem.it.platform").toArray(new Path[0]))
                .with(options.toArray(new Option[0])).options();
    }

    /** @return the files of a comma-separated list in a system property that failsafe sets */
    private static List<Path> paths(String property) {
        String paths = System.getProperty(property);
        if (paths == null || paths.isBlank()) {
            throw new IllegalStateException("system property " + property + " is not set (run through mvn verify)");
        }
        return Arrays.stream(paths.split(",")).map(String::strip).filter(path -> !path.isEmpty()).map(Path::of).toList();
    }

    /** @return the platform with a fresh, empty load folder */
    static Option[] platform() {
        return platform(newLoadDirectory());
    }

    /** @return a new empty folder for FileInstall */
    static File newLoadDirectory() {
        try {
            return Files.createTempDirectory("stratagem-load").toFile();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
