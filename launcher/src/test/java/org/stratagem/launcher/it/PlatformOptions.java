package org.stratagem.launcher.it;

import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.junitBundles;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.ops4j.pax.exam.Option;

/** The Pax Exam configuration shared by the integration tests: the platform's real bundles on Felix. */
final class PlatformOptions {
    private PlatformOptions() {
    }

    /**
     * The bundles listed by the failsafe system property {@code stratagem.it.bundles} (file paths set by
     * maven-dependency-plugin's {@code properties} goal, reactor bundles straight from their target/
     * folders), with FileInstall watching a fresh temporary {@code load/} folder, polled as in the product.
     *
     * @param loadDirectory the folder FileInstall watches
     * @return the options
     */
    static Option[] platform(File loadDirectory) {
        String paths = System.getProperty("stratagem.it.bundles");
        if (paths == null || paths.isBlank()) {
            throw new IllegalStateException("system property stratagem.it.bundles is not set (run through mvn verify)");
        }
        List<Option> options = new ArrayList<>();
        // the platform logs a strategy that fails as a warning; in production to its log file, here it would
        // reach the shell's output, which the tests read
        options.add(systemProperty("org.ops4j.pax.logging.DefaultServiceLog.level").value("ERROR"));
        options.add(frameworkProperty("felix.fileinstall.dir").value(loadDirectory.getAbsolutePath()));
        options.add(frameworkProperty("felix.fileinstall.poll").value("1000"));
        options.add(frameworkProperty("felix.fileinstall.noInitialDelay").value("true"));
        options.add(frameworkProperty("felix.fileinstall.log.level").value("1"));
        options.add(junitBundles());
        for (String path : paths.split(",")) {
            if (!path.isBlank()) {
                File file = new File(path.trim());
                if (!file.isFile()) {
                    throw new IllegalStateException("bundle not found: " + file);
                }
                options.add(bundle(file.toURI().toString()));
            }
        }
        return options(options.toArray(new Option[0]));
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
