package org.stratagem.launcher.it;

import java.io.InputStream;
import org.ops4j.pax.tinybundles.TinyBundles;
import org.osgi.framework.Constants;
import org.stratagem.launcher.it.probe.ProbeActivator;
import org.stratagem.launcher.it.probe.ProbeStrategy;

/** Strategy bundles built while the tests run, with TinyBundles and bnd computing their imports. */
final class ProbeBundles {
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
        // TinyBundles finds its factory through the thread context class loader, which in the native
        // container is the test JVM's class path rather than the tinybundles bundle: point it there.
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(TinyBundles.class.getClassLoader());
        try {
            return TinyBundles.bundle()
                    .addClass(ProbeStrategy.class)
                    .addClass(ProbeActivator.class)
                    .setHeader(Constants.BUNDLE_SYMBOLICNAME, name)
                    .setHeader(Constants.BUNDLE_VERSION, version)
                    .setHeader(Constants.BUNDLE_ACTIVATOR, ProbeActivator.class.getName())
                    .setHeader(ProbeActivator.ID, id)
                    .setHeader(ProbeActivator.RANKING, Integer.toString(ranking))
                    .setHeader(ProbeActivator.SCORE, Integer.toString(score))
                    .setHeader(ProbeActivator.BEHAVIOUR, behaviour)
                    .build(TinyBundles.bndBuilder());
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
