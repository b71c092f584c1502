package org.stratagem.launcher.it;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Supplier;
import org.ops4j.pax.tinybundles.TinyBundles;
import org.osgi.framework.Constants;
import org.stratagem.launcher.it.probe.CountdownActivator;
import org.stratagem.launcher.it.probe.NoisyActivator;
import org.stratagem.launcher.it.probe.ProbeActivator;
import org.stratagem.launcher.it.probe.ProbeStrategy;

/**
 * Bundles built while the tests run (strategies, third parties' games, a bundle that misbehaves), with
 * TinyBundles and bnd computing their imports; used by the in-container and the end-to-end tests.
 */
public final class ProbeBundles {
    private ProbeBundles() {
    }

    /**
     * @param name      the bundle's symbolic name
     * @param version   the bundle's version
     * @param id        the strategy id it registers
     * @param ranking   the service ranking
     * @param score     the score its searches report
     * @param behaviour play, throw or loop
     * @return the bundle's bytes
     */
    static InputStream strategy(String name, String version, String id, int ranking, int score, String behaviour) {
        return withTinyBundlesLoader(() -> TinyBundles.bundle()
                .addClass(ProbeStrategy.class)
                .addClass(ProbeActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, name)
                .setHeader(Constants.BUNDLE_VERSION, version)
                .setHeader(Constants.BUNDLE_ACTIVATOR, ProbeActivator.class.getName())
                .setHeader(ProbeActivator.ID, id)
                .setHeader(ProbeActivator.RANKING, Integer.toString(ranking))
                .setHeader(ProbeActivator.SCORE, Integer.toString(score))
                .setHeader(ProbeActivator.BEHAVIOUR, behaviour)
                .build(TinyBundles.bndBuilder()));
    }

    /*
     * TinyBundles finds its factory through the thread context class loader, which in the native
     * container is the test JVM's class path rather than the tinybundles bundle: point it there.
     */
    private static InputStream withTinyBundlesLoader(Supplier<InputStream> build) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(TinyBundles.class.getClassLoader());
        try {
            return build.get();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * @param name    the bundle's symbolic name
     * @param version the bundle's version
     * @param tokens  the full pile of its countdown
     * @param flaw    the flaw of its countdown, a {@link org.stratagem.testkit.Countdown.Flaw} name
     * @return a third party's game bundle ({@link CountdownActivator})
     */
    public static InputStream countdown(String name, String version, int tokens, String flaw) {
        return withTinyBundlesLoader(() -> TinyBundles.bundle()
                .addClass(CountdownActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, name)
                .setHeader(Constants.BUNDLE_VERSION, version)
                .setHeader(Constants.BUNDLE_ACTIVATOR, CountdownActivator.class.getName())
                .setHeader(CountdownActivator.TOKENS, Integer.toString(tokens))
                .setHeader(CountdownActivator.FLAW, flaw)
                .build(TinyBundles.bndBuilder()));
    }

    /** @return a bundle whose activator prints on the standard output and fails ({@link NoisyActivator}) */
    public static InputStream noisy() {
        return withTinyBundlesLoader(() -> TinyBundles.bundle()
                .addClass(NoisyActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, "org.example.noisy")
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.BUNDLE_ACTIVATOR, NoisyActivator.class.getName())
                .build(TinyBundles.bndBuilder()));
    }

    /**
     * Writes a jar beside the load folder and moves it in at once, so FileInstall never sees half a file.
     *
     * @param bundle the bundle's bytes
     * @param target its place in the load folder
     * @return when it was moved in, in {@link System#nanoTime()}
     * @throws java.io.IOException if it cannot be written
     */
    static long drop(InputStream bundle, Path target) throws java.io.IOException {
        Path staging = Files.createTempFile(target.getParent().getParent(), "probe", ".tmp");
        try (bundle) {
            Files.copy(bundle, staging, StandardCopyOption.REPLACE_EXISTING);
        }
        long now = System.nanoTime();
        Files.move(staging, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return now;
    }
}
