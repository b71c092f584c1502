package org.stratagem.testkit.container;

import static org.ops4j.pax.exam.CoreOptions.junitBundles;
import static org.ops4j.pax.exam.CoreOptions.mavenBundle;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;
import static org.ops4j.pax.exam.CoreOptions.url;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ops4j.pax.exam.Option;

/**
 * The Stratagem platform on Felix for a Pax Exam test: the options of a {@code @Configuration} method
 * that install the platform's runtime (Felix SCR and the OSGi utility bundles it needs, ConfigAdmin,
 * engine.api, engine.search and the game test kit, at the versions of the Stratagem build this class
 * belongs to) and the bundle under test, with warnings-only logging:
 *
 * <pre>
 * &#64;RunWith(PaxExam.class)
 * public class MyGameIT {
 *     &#64;Configuration
 *     public Option[] config() {
 *         return StratagemContainer.platform().with(StratagemContainer.bundleUnderTest()).options();
 *     }
 *
 *     &#64;Inject &#64;Filter("(game.id=mygame)")
 *     Game&lt;?&gt; game;
 *
 *     &#64;Test
 *     public void conforms() {
 *         ConformanceReport report = Conformance.check(game, 100, 42);
 *         assertTrue(report.toString(), report.passed());
 *     }
 * }
 * </pre>
 *
 * <p>The platform's bundles are Maven URLs ({@code mvn:group/artifact/version}) that Pax Exam resolves with
 * pax-url-aether. They are runtime dependencies of this artifact, so Maven has them in the local repository
 * before a test starts. Set {@code org.ops4j.pax.url.mvn.localRepository} to {@code ${settings.localRepository}}
 * in failsafe's {@code systemPropertyVariables} so that the test uses the build's repository; and for a build
 * that must not touch the network, {@code mvn -o verify -Dorg.ops4j.pax.url.mvn.offline=true} (failsafe hands
 * command-line properties to the test JVM).
 *
 * <p>Instances are immutable: each method returns a new configuration.
 */
public final class StratagemContainer {
    private static final String PLATFORM_BUNDLES = "platform.bundles";
    /** The level of pax-logging's fallback log inside the framework, where SCR and the bundles log. */
    private static final String LOG_LEVEL = "org.ops4j.pax.logging.DefaultServiceLog.level";

    private final List<Artifact> platform;
    private final Map<Artifact, Path> replaced;
    private final List<Option> extra;

    private StratagemContainer(List<Artifact> platform, Map<Artifact, Path> replaced, List<Option> extra) {
        this.platform = platform;
        this.replaced = replaced;
        this.extra = extra;
    }

    /** @return the platform's runtime, nothing else yet */
    public static StratagemContainer platform() {
        return new StratagemContainer(readPlatform(), Map.of(), List.of());
    }

    /**
     * @param options bundles to install after the platform's (such as {@link #bundleUnderTest()}), or any
     *                other Pax Exam option
     * @return this configuration with the options added
     */
    public StratagemContainer with(Option... options) {
        List<Option> more = new ArrayList<>(extra);
        more.addAll(Arrays.asList(options));
        return new StratagemContainer(platform, replaced, List.copyOf(more));
    }

    /**
     * Takes bundle files in place of the platform's bundles they are builds of, for a build of the platform
     * itself (whose bundles are in the modules' {@code target/} folders, not in the repository). A file
     * replaces the platform bundle whose artifact and version its name gives, {@code ARTIFACT-VERSION.jar}.
     *
     * @param jars the bundle files
     * @return this configuration with the files in place of those bundles
     * @throws IllegalArgumentException if a file does not exist or is named after no platform bundle
     */
    public StratagemContainer replacing(Path... jars) {
        Map<Artifact, Path> more = new HashMap<>(replaced);
        for (Path jar : jars) {
            existingFile(jar);
            String name = jar.getFileName().toString();
            Artifact artifact = platform.stream().filter(candidate -> candidate.fileName().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(jar + " is not a build of a platform bundle: "
                            + "its name is none of " + platform.stream().map(Artifact::fileName).toList()));
            more.put(artifact, jar);
        }
        return new StratagemContainer(platform, Map.copyOf(more), extra);
    }

    /** @return the options: JUnit's bundles, the logging, the platform's bundles, then those added by {@link #with} */
    public Option[] options() {
        List<Option> options = new ArrayList<>();
        options.add(junitBundles());
        options.add(systemProperty(LOG_LEVEL).value("WARN"));
        for (Artifact artifact : platform) {
            Path file = replaced.get(artifact);
            options.add(file != null ? bundle(file)
                    : mavenBundle(artifact.groupId(), artifact.artifactId(), artifact.version()));
        }
        options.addAll(extra);
        return options.toArray(new Option[0]);
    }

    /**
     * The bundle of the project under test: the one jar in its {@code target/} folder (the project's folder is
     * the system property {@code basedir}, which failsafe sets, else the working directory). Failsafe runs
     * after the package phase, so the jar is there when {@code mvn verify} runs the test.
     *
     * @return the option that installs it
     * @throws IllegalStateException if {@code target/} holds no jar, or more than one
     */
    public static Option bundleUnderTest() {
        return bundleIn(Path.of(System.getProperty("basedir", System.getProperty("user.dir")), "target"));
    }

    /**
     * @param target the build folder of a project
     * @return the option that installs the one jar directly in it
     * @throws IllegalStateException if it holds no jar, or more than one
     */
    static Option bundleIn(Path target) {
        List<Path> jars;
        try (Stream<Path> files = Files.isDirectory(target) ? Files.list(target) : Stream.empty()) {
            jars = files.filter(file -> file.getFileName().toString().endsWith(".jar") && Files.isRegularFile(file))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (jars.isEmpty()) {
            throw new IllegalStateException("no bundle under test: " + target + " holds no jar; in-container tests "
                    + "need the packaged bundle, so run them with 'mvn verify' (failsafe), not 'mvn test'");
        }
        if (jars.size() > 1) {
            throw new IllegalStateException("which is the bundle under test? " + target + " holds " + jars.size()
                    + " jars, " + jars.stream().map(jar -> jar.getFileName().toString()).collect(Collectors.joining(", "))
                    + "; name it with StratagemContainer.bundle(path)");
        }
        return bundle(jars.get(0));
    }

    /**
     * @param jar a bundle file
     * @return the option that installs it
     * @throws IllegalArgumentException if there is no such file
     */
    public static Option bundle(Path jar) {
        return url(existingFile(jar).toUri().toString());
    }

    private static Path existingFile(Path jar) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("bundle not found: " + jar.toAbsolutePath());
        }
        return jar.toAbsolutePath();
    }

    private static List<Artifact> readPlatform() {
        try (InputStream in = StratagemContainer.class.getResourceAsStream(PLATFORM_BUNDLES)) {
            if (in == null) {
                throw new IllegalStateException(PLATFORM_BUNDLES + " is missing beside " + StratagemContainer.class);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return reader.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .map(Artifact::parse).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A Maven artifact of the platform, as {@code platform.bundles} lists it. */
    private record Artifact(String groupId, String artifactId, String version) {
        static Artifact parse(String line) {
            String[] parts = line.split(":");
            if (parts.length != 3 || line.contains("${")) {
                throw new IllegalStateException("not groupId:artifactId:version in " + PLATFORM_BUNDLES + ": " + line);
            }
            return new Artifact(parts[0], parts[1], parts[2]);
        }

        String fileName() {
            return artifactId + "-" + version + ".jar";
        }

        @Override
        public String toString() {
            return groupId + ":" + artifactId + ":" + version;
        }
    }
}
