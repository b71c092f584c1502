package org.stratagem.launcher.platform;

import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.osgi.framework.BundleActivator;
import org.apache.felix.fileinstall.ArtifactInstaller;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.FrameworkListener;

/**
 * The first thing the platform runs: the launcher bundle alone has start level 1, every other
 * bundle a higher one. When the platform runs from {@code ./stratagem} (the framework property
 * {@value #HOME} names its folder), it installs the {@link PlatformLog} before any other bundle can
 * print; in every case it publishes the {@link Startup} that commands wait on and the
 * {@link LoadFolderGuard} (before FileInstall's first scan), and logs the framework's error and warning
 * events.
 */
public final class PlatformActivator implements BundleActivator {
    /** The platform's folder, set by {@code ./stratagem}; its {@code data/} folder holds the log. */
    public static final String HOME = "stratagem.home";
    /** The least level of log records also shown on the error stream (a {@code java.util.logging} level name). */
    public static final String STDERR_LEVEL = "stratagem.log.stderr";
    private static final Logger LOG = Logger.getLogger("org.osgi.framework");

    private final FrameworkListener frameworkLog = PlatformActivator::log;
    private Startup startup;

    @Override
    public void start(BundleContext context) {
        String home = context.getProperty(HOME);
        if (home != null && !home.isBlank()) {
            String level = context.getProperty(STDERR_LEVEL);
            PlatformLog.install(Path.of(home, "data"), Level.parse(level == null ? "OFF" : level.trim()));
        }
        startup = new Startup(context);
        context.addFrameworkListener(startup);
        context.addBundleListener(startup);
        context.addServiceListener(startup);
        context.addFrameworkListener(frameworkLog);
        context.registerService(Startup.class, startup, null);
        context.registerService(ArtifactInstaller.class, new LoadFolderGuard(context),
                new Hashtable<>(Map.of(Constants.SERVICE_RANKING, LoadFolderGuard.RANKING)));
    }

    @Override
    public void stop(BundleContext context) {
        context.removeFrameworkListener(startup);
        context.removeBundleListener(startup);
        context.removeServiceListener(startup);
        context.removeFrameworkListener(frameworkLog);
    }

    private static void log(FrameworkEvent event) {
        String bundle = event.getBundle() == null ? "framework" : event.getBundle().getSymbolicName();
        if (event.getType() == FrameworkEvent.ERROR) {
            LOG.log(Level.SEVERE, bundle, event.getThrowable());
        } else if (event.getType() == FrameworkEvent.WARNING) {
            LOG.log(Level.WARNING, bundle, event.getThrowable());
        }
    }
}
