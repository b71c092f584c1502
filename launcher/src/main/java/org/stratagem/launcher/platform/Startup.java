package org.stratagem.launcher.platform;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.FrameworkListener;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.SynchronousBundleListener;
import org.osgi.service.cm.Configuration;
import org.osgi.service.cm.ConfigurationAdmin;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Tells when the platform is ready for a command. The launcher starts the framework at level 1 (this
 * bundle alone) and then asks for its beginning start level, which the framework reaches asynchronously
 * and announces with a {@link FrameworkEvent#STARTLEVEL_CHANGED} event: by then every bundle has started
 * (FileInstall among them, whose start installs the bundles of {@code load/} and hands the files of
 * {@code conf/} to ConfigAdmin before it returns). Declarative Services may still be handing those
 * configurations to their components, on threads of its own: so this then waits until every enabled
 * component whose configuration PID has a configuration runs with it, as the runtime's DTOs tell.
 */
public final class Startup implements FrameworkListener, SynchronousBundleListener, ServiceListener {
    private static final long POLL_MILLIS = 2;
    /** How long bundles and services must stay still for the platform to count as settled. */
    static final long QUIET_MILLIS = 60;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    private final BundleContext context;
    private final CountDownLatch started = new CountDownLatch(1);
    private volatile long lastChange = System.nanoTime();

    Startup(BundleContext context) {
        this.context = context;
    }

    @Override
    public void frameworkEvent(FrameworkEvent event) {
        if (event.getType() == FrameworkEvent.STARTLEVEL_CHANGED) {
            started.countDown();
        }
    }

    @Override
    public void bundleChanged(BundleEvent event) {
        lastChange = System.nanoTime();
    }

    @Override
    public void serviceChanged(ServiceEvent event) {
        lastChange = System.nanoTime();
    }

    /**
     * Waits until the platform has started, its bundles and services have settled (FileInstall refreshes
     * and restarts the bundles of load/ after its first scan, on threads of its own), and every
     * configured component runs with its configuration; or until the time is up (then it goes on, with
     * a warning in the log).
     *
     * @param millis the longest wait
     * @throws InterruptedException if interrupted while waiting
     */
    public void awaitReady(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        if (!started.await(millis, TimeUnit.MILLISECONDS)) {
            LOG.warning("the platform did not reach its start level within " + millis + " ms; going on");
        }
        awaitSettled(deadline);
        awaitConfiguration(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        awaitSettled(deadline);
    }

    private void awaitSettled(long deadline) throws InterruptedException {
        long quiet = TimeUnit.MILLISECONDS.toNanos(QUIET_MILLIS);
        while (System.nanoTime() - lastChange < quiet && System.nanoTime() < deadline) {
            Thread.sleep(POLL_MILLIS);
        }
    }

    private void awaitConfiguration(long millis) throws InterruptedException {
        ServiceTracker<ConfigurationAdmin, ConfigurationAdmin> admin = new ServiceTracker<>(context, ConfigurationAdmin.class, null);
        ServiceTracker<ServiceComponentRuntime, ServiceComponentRuntime> runtime =
                new ServiceTracker<>(context, ServiceComponentRuntime.class, null);
        admin.open();
        runtime.open();
        try {
            if (admin.getService() == null || runtime.getService() == null) {
                return;
            }
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            Optional<String> pending = unconfigured(admin.getService(), runtime.getService());
            while (pending.isPresent() && System.nanoTime() < deadline) {
                Thread.sleep(POLL_MILLIS);
                pending = unconfigured(admin.getService(), runtime.getService());
            }
            pending.ifPresent(pid -> LOG.warning("the configuration " + pid + " had not reached its components after "
                    + millis + " ms; going on"));
        } finally {
            runtime.close();
            admin.close();
        }
    }

    /** @return a configuration that an enabled component does not run with yet, if any */
    private static Optional<String> unconfigured(ConfigurationAdmin admin, ServiceComponentRuntime runtime) {
        Configuration[] configurations;
        try {
            configurations = admin.listConfigurations(null);
        } catch (IOException | InvalidSyntaxException e) {
            LOG.warning("cannot list the configurations: " + e.getMessage());
            return Optional.empty();
        }
        if (configurations == null) {
            return Optional.empty();
        }
        Collection<ComponentDescriptionDTO> components = runtime.getComponentDescriptionDTOs();
        for (Configuration configuration : configurations) {
            String target = configuration.getFactoryPid() != null ? configuration.getFactoryPid() : configuration.getPid();
            for (ComponentDescriptionDTO component : components) {
                if (!"ignore".equals(component.configurationPolicy)
                        && List.of(component.configurationPid).contains(target)
                        && runtime.isComponentEnabled(component)
                        && runtime.getComponentConfigurationDTOs(component).stream()
                                .noneMatch(running -> hasPid(running, configuration.getPid()))) {
                    return Optional.of(configuration.getPid());
                }
            }
        }
        return Optional.empty();
    }

    /** A component of several PIDs (the web guard's) has them all in its {@code service.pid}, as an array or a collection. */
    private static boolean hasPid(ComponentConfigurationDTO running, String pid) {
        Object pids = running.properties.get(Constants.SERVICE_PID);
        if (pids instanceof String[] many) {
            return List.of(many).contains(pid);
        }
        return pids instanceof Collection<?> many ? many.contains(pid) : pid.equals(pids);
    }
}
