package org.stratagem.launcher.it.probe;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** A badly behaved bundle for the tests: it prints on the standard output and fails to start. */
public class NoisyActivator implements BundleActivator {
    /** What it prints. */
    public static final String NOISE = "noise from a bundle in load/";

    @Override
    public void start(BundleContext context) {
        System.out.println(NOISE);
        throw new IllegalStateException(NOISE);
    }

    @Override
    public void stop(BundleContext context) {
        System.out.println(NOISE);
    }
}
