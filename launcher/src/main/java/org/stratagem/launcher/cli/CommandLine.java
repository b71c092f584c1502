package org.stratagem.launcher.cli;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.apache.felix.service.command.CommandProcessor;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.osgi.util.tracker.ServiceTracker;
import org.stratagem.launcher.command.Dispatcher;
import org.stratagem.launcher.platform.Startup;
import org.stratagem.launcher.shell.InteractiveShell;
import org.stratagem.launcher.shell.PlatformStop;

/**
 * The {@code ./stratagem COMMAND ...} command line. The exported jar's launcher (bnd's) publishes
 * the program arguments as the service property {@value #ARGUMENTS}; when there are any, this
 * component hands the launcher a {@code main.thread} task that runs the command on the main thread
 * and whose result becomes the process's exit status. With no arguments the main thread waits while
 * the {@link InteractiveShell} serves the user, on a thread of its own, until the platform stops.
 *
 * <p>The command starts once the platform is ready: every bundle started ({@code load/}'s too) and
 * the configurations of {@code conf/} delivered ({@link Startup}). Its answer goes straight to the process's file descriptor 1: the platform
 * turns {@code System.out} and {@code System.err} into its log, so nothing but the answer reaches the
 * standard output, and nothing but the command's one-line error the error stream.
 */
@Component(immediate = true)
public final class CommandLine {
    static final String ARGUMENTS = "launcher.arguments";
    private static final long STARTUP_WAIT_MILLIS = 30_000;

    /** The framework property naming the folder whose {@code etc/gosh_profile} the shell runs first. */
    static final String SHELL_HOME = "gosh.home";

    private final ShellSession shellSession;
    private final ServiceRegistration<?> mainThread;

    /**
     * @param context  this bundle's context
     * @param startup  tells when the platform is ready
     * @param launcher the launcher's properties, when started by the bnd launcher
     */
    @Activate
    public CommandLine(BundleContext context, @Reference Startup startup,
            @Reference(service = Object.class, target = "(" + ARGUMENTS + "=*)",
                    cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
            Map<String, Object> launcher) {
        shellSession = new ShellSession(context, startup);
        if (launcher == null) {
            mainThread = null;
            return;
        }
        String[] arguments = (String[]) launcher.get(ARGUMENTS);
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("main.thread", Boolean.TRUE);
        Callable<Integer> main = arguments == null || arguments.length == 0 ? shellSession
                : new Run(context, startup, List.of(arguments));
        mainThread = context.registerService(Callable.class, main, properties);
    }

    @Deactivate
    void deactivate() {
        shellSession.end();
        if (mainThread != null) {
            try {
                mainThread.unregister();
            } catch (IllegalStateException alreadyGone) {
                // the framework is stopping and took the registration with it
            }
        }
    }

    /**
     * With no command, the main thread starts the shell once the platform is ready and waits until the
     * platform stops (the shell's {@code exit}, the end of its input), then ends the process with status 0
     * (the launcher alone would end with its "stopped" status). The shell reads on a daemon thread: a read
     * of the input cannot be interrupted, and must not hold the process once the platform has stopped.
     */
    static final class ShellSession implements Callable<Integer> {
        private final CountDownLatch stopped = new CountDownLatch(1);
        private final BundleContext context;
        private final Startup startup;

        ShellSession(BundleContext context, Startup startup) {
            this.context = context;
            this.startup = startup;
        }

        @Override
        public Integer call() throws InterruptedException {
            startup.awaitReady(STARTUP_WAIT_MILLIS);
            PrintStream errors = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
            ServiceTracker<CommandProcessor, CommandProcessor> tracker = new ServiceTracker<>(context, CommandProcessor.class, null);
            tracker.open();
            try {
                CommandProcessor processor = tracker.waitForService(STARTUP_WAIT_MILLIS);
                if (processor == null) {
                    errors.println("stratagem: the platform did not start its shell; see its log");
                    stopPlatform(errors);
                } else {
                    startShell(processor, errors);
                }
            } finally {
                tracker.close();
            }
            stopped.await();
            return 0;
        }

        private void startShell(CommandProcessor processor, PrintStream errors) {
            String home = context.getProperty(SHELL_HOME);
            Path profile = Path.of(home == null ? "." : home, "etc", "gosh_profile");
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
            Bundle framework = context.getBundle(Constants.SYSTEM_BUNDLE_ID);
            Thread shell = new Thread(new InteractiveShell(processor, profile, System.in, out, errors,
                    () -> framework.getState() == Bundle.ACTIVE, () -> stopPlatform(errors)), "stratagem shell");
            shell.setDaemon(true);
            shell.start();
        }

        private void stopPlatform(PrintStream errors) {
            try {
                PlatformStop.stop(context);
            } catch (BundleException | IllegalStateException unstoppable) {
                errors.println("stratagem: the platform did not stop: " + unstoppable.getMessage());
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        void end() {
            stopped.countDown();
        }
    }

    /** The command run on the launcher's main thread; a named class, as the launcher checks call()'s type. */
    static final class Run implements Callable<Integer> {
        private final BundleContext context;
        private final Startup startup;
        private final List<String> arguments;

        Run(BundleContext context, Startup startup, List<String> arguments) {
            this.context = context;
            this.startup = startup;
            this.arguments = arguments;
        }

        /*
         * The dispatcher is looked up once the platform is ready, not injected: the configurations of
         * conf/ arrive while the platform starts and may re-create the components it depends on.
         */
        @Override
        public Integer call() throws InterruptedException {
            startup.awaitReady(STARTUP_WAIT_MILLIS);
            ServiceTracker<Dispatcher, Dispatcher> tracker = new ServiceTracker<>(context, Dispatcher.class, null);
            tracker.open();
            try {
                Dispatcher dispatcher = tracker.waitForService(STARTUP_WAIT_MILLIS);
                PrintStream errors = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
                if (dispatcher == null) {
                    errors.println("stratagem: the platform did not start its commands; see its log");
                    return Dispatcher.FAILURE;
                }
                return run(dispatcher, errors);
            } finally {
                tracker.close();
            }
        }

        private int run(Dispatcher dispatcher, PrintStream errors) {
            BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            PrintStream answer = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
            int status = dispatcher.run(arguments.get(0), arguments.subList(1, arguments.size()), input, answer, errors);
            answer.flush();
            return status;
        }

        @Override
        public String toString() {
            return "stratagem " + Arrays.toString(arguments.toArray());
        }
    }
}
