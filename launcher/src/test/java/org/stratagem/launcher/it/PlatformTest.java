package org.stratagem.launcher.it;

import javax.inject.Inject;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.osgi.framework.BundleContext;

/** What every in-container test shares: the platform's bundles on Felix, and the test's bundle context. */
abstract class PlatformTest {
    @Inject
    BundleContext context;

    @Configuration
    public Option[] config() {
        return PlatformOptions.platform();
    }
}
