package org.stratagem.launcher.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.stratagem.launcher.command.Dispatcher;

/**
 * The {@code ./stratagem COMMAND ...} command line. The exported jar's launcher (bnd's) publishes
 * the program arguments as the service property {@value #ARGUMENTS}; when there are any, this
 * component hands the launcher a {@code main.thread} task that runs the command on the main thread
 * and whose result becomes the process's exit status. With no arguments it does nothing and the
 * Gogo shell serves the user.
 */
@Component(immediate = true)
public final class CommandLine {
    static final String ARGUMENTS = "launcher.arguments";
    private static final long COMMAND_WAIT_MILLIS = 5_000;

    private final ServiceRegistration<?> mainThread;

    /**
     * @param context    this bundle's context
     * @param dispatcher runs commands
     * @param launcher   the launcher's properties, when started by the bnd launcher
     */
    @Activate
    public CommandLine(BundleContext context, @Reference Dispatcher dispatcher,
            @Reference(service = Object.class, target = "(" + ARGUMENTS + "=*)",
                    cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
            Map<String, Object> launcher) {
        String[] arguments = launcher == null ? new String[0] : (String[]) launcher.get(ARGUMENTS);
        if (arguments == null || arguments.length == 0) {
            mainThread = null;
            return;
        }
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("main.thread", Boolean.TRUE);
        mainThread = context.registerService(Callable.class, new Run(dispatcher, List.of(arguments)), properties);
    }

    @Deactivate
    void deactivate() {
        if (mainThread != null) {
            try {
                mainThread.unregister();
            } catch (IllegalStateException alreadyGone) {
                // the framework is stopping and took the registration with it
            }
        }
    }

    /** The command run on the launcher's main thread; a named class, as the launcher checks call()'s type. */
    static final class Run implements Callable<Integer> {
        private final Dispatcher dispatcher;
        private final List<String> arguments;

        Run(Dispatcher dispatcher, List<String> arguments) {
            this.dispatcher = dispatcher;
            this.arguments = arguments;
        }

        @Override
        public Integer call() throws InterruptedException {
            String name = arguments.get(0);
            long deadline = System.currentTimeMillis() + COMMAND_WAIT_MILLIS;
            while (dispatcher.command(name).isEmpty() && System.currentTimeMillis() < deadline
                    && !"help".equals(name) && !"--help".equals(name)) {
                Thread.sleep(10);
            }
            BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            int status = dispatcher.run(name, arguments.subList(1, arguments.size()), input, System.out, System.err);
            System.out.flush();
            return status;
        }

        @Override
        public String toString() {
            return "stratagem " + Arrays.toString(arguments.toArray());
        }
    }
}
