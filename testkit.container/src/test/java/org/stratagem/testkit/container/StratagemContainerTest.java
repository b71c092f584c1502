package org.stratagem.testkit.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.options.ProvisionOption;

class StratagemContainerTest {
    @TempDir
    Path folder;

    private static List<String> urls(Option[] options) {
        return Arrays.stream(options).filter(ProvisionOption.class::isInstance)
                .map(option -> ((ProvisionOption<?>) option).getURL()).toList();
    }

    @Test
    void thePlatformIsInstalledAtTheVersionsOfThisBuild() {
        List<String> urls = urls(StratagemContainer.platform().options());
        assertEquals(10, urls.size(), urls.toString());
        assertTrue(urls.contains("mvn:org.apache.felix/org.apache.felix.scr/" + System.getProperty("felix.scr.version")),
                urls.toString());
        assertTrue(urls.contains("mvn:org.stratagem/engine.api/" + System.getProperty("engine.api.version")),
                urls.toString());
        assertTrue(urls.stream().noneMatch(url -> url.contains("${")), urls.toString());
    }

    @Test
    void theBundleUnderTestIsTheJarInTarget() throws IOException {
        Path jar = Files.createFile(folder.resolve("mygame-1.0.0.jar"));
        Files.createDirectories(folder.resolve("classes"));
        List<String> urls = urls(StratagemContainer.platform().with(StratagemContainer.bundleIn(folder)).options());
        assertEquals(jar.toUri().toString(), urls.get(urls.size() - 1));
    }

    @Test
    void withoutAJarInTargetTheErrorSaysToRunVerify() {
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> StratagemContainer.bundleIn(folder.resolve("target")));
        assertTrue(missing.getMessage().startsWith("no bundle under test: "), missing.getMessage());
        assertTrue(missing.getMessage().contains("'mvn verify'"), missing.getMessage());
    }

    @Test
    void twoJarsInTargetAreNamedInTheError() throws IOException {
        Files.createFile(folder.resolve("mygame-1.0.0.jar"));
        Files.createFile(folder.resolve("mygame-1.0.0-sources.jar"));
        IllegalStateException ambiguous = assertThrows(IllegalStateException.class,
                () -> StratagemContainer.bundleIn(folder));
        assertTrue(ambiguous.getMessage().contains("holds 2 jars, mygame-1.0.0-sources.jar, mygame-1.0.0.jar"),
                ambiguous.getMessage());
    }

    @Test
    void aBuildOfAPlatformBundleReplacesItsRelease() throws IOException {
        Path api = Files.createFile(folder.resolve("engine.api-" + System.getProperty("engine.api.version") + ".jar"));
        List<String> urls = urls(StratagemContainer.platform().replacing(api).options());
        assertTrue(urls.contains(api.toUri().toString()), urls.toString());
        assertTrue(urls.stream().noneMatch(url -> url.startsWith("mvn:org.stratagem/engine.api/")), urls.toString());
        assertEquals(10, urls.size(), urls.toString());
    }

    @Test
    void aFileThatIsNoPlatformBundleIsRefused() throws IOException {
        Path other = Files.createFile(folder.resolve("engine.api-0.0.1.jar"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> StratagemContainer.platform().replacing(other));
        assertTrue(refused.getMessage().contains("is not a build of a platform bundle"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StratagemContainer.bundle(folder.resolve("absent.jar")));
    }
}
